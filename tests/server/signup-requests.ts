import { randomUUID } from 'node:crypto'
import type { FieldDefinition } from '@schemas/forms.schema.ts'
import { expect } from 'vitest'
import type { FieldValue, FormValues } from '../../contract/field-value.ts'
import { emptyValues } from '../../contract/values-schema.ts'
import { loadContent } from '../../server/content.ts'
import { NEW_PHONE_FIELD } from '../maintainer-edits/edits.ts'
import { SITE_ORIGIN } from './test-servers.ts'

/** The waitlist form of the content the tests run on (tests/content-roots.ts). */
const waitlistForm = loadContent().forms.waitlist

/** What a person might enter in a field a test leaves to this module. */
function someValue(field: FieldDefinition): FieldValue {
  const first = field.options?.[0]?.value ?? ''
  const typed: Partial<Record<FieldDefinition['kind'], FieldValue>> = {
    tel: '+44 20 7946 0958',
    url: 'example.com',
    'multiple-choice': [first],
    select: first,
    'single-choice': first,
  }
  return typed[field.kind] ?? 'Lyon'
}

/**
 * The fields of a sign-up: a name, the email, the visitor's type, and whatever else the content's
 * form requires (a maintainer may add a required field), so every sign-up is one the form sends.
 */
export function signupFields(email: string): FormValues {
  const required = waitlistForm.fields.filter((field) => field.required)
  return {
    ...Object.fromEntries(required.map((field) => [field.name, someValue(field)])),
    name: 'Ana',
    email,
    userType: 'client',
  }
}

/** The fields a sign-up is stored with: every field of the form, empty where it sent none. */
export const storedFields = (sent: FormValues): FormValues => ({
  ...emptyValues(waitlistForm),
  ...sent,
})

/** A personal link as the server gives it: `SITE_URL/?ref=<12 characters of base64url>`. */
export const REFERRAL_LINK = new RegExp(
  `^${SITE_ORIGIN.replaceAll('.', '\\.')}/\\?ref=[A-Za-z0-9_-]{12}$`,
)

/** The 202 every sign-up the server takes is answered, with its personal link (issue 34). */
export const RECEIVED = { status: 'received', referralLink: expect.stringMatching(REFERRAL_LINK) }

/** The code a personal link carries. */
export const codeOf = (link: string) => new URL(link).searchParams.get('ref') ?? ''

/** A unique email for one test, so tests can share a database. */
export const uniqueEmail = (who = 'visitor') => `${who}-${randomUUID().slice(0, 8)}@example.com`

/** A sign-up as the site's outbox sends it (docs/architecture.md, "The waitlist"), with `changes` merged in. */
export function signupBody(email: string, changes: Record<string, unknown> = {}) {
  return {
    kind: 'waitlist-signup',
    idempotencyKey: randomUUID(),
    createdAt: new Date().toISOString(),
    fields: signupFields(email),
    source: {
      utm: { utm_source: 'newsletter' },
      referrer: 'https://news.example/',
      landingPath: '/our-story',
    },
    spam: { honeypotFilled: false, submittedTooFast: false },
    ...changes,
  }
}

export function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${url}/api/waitlist`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

type Content = ReturnType<typeof loadContent>

/** The content with the optional phone field of docs/editing-content.md added to the waitlist form. */
export function withPhoneField(content: Content): Content {
  const fields = [...content.forms.waitlist.fields, NEW_PHONE_FIELD]
  return {
    ...content,
    forms: { ...content.forms, waitlist: { ...content.forms.waitlist, fields } },
  }
}
