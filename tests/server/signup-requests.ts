import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import type { loadContent } from '../../server/content.ts'
import { NEW_PHONE_FIELD } from '../maintainer-edits/edits.ts'
import { SITE_ORIGIN } from './test-servers.ts'

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
    fields: { name: 'Ana', email, userType: 'client' },
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
