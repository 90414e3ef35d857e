import type { Context } from 'hono'
import { HONEYPOT_FIELD_NAME } from '../../schemas/waitlist.schema.ts'
import type { FormValues } from '../../src/forms/field-value.ts'
import type { Rejection, SignupRules } from './signup-rules.ts'

/** Where a sign-up posted by the form itself (no JavaScript) leads, and what shows its mistakes. */
export type FormPostPages = {
  /** The prerendered thank-you state, for a sign-up that joined or was already on the list. */
  joinedPath: string
  alreadyPath: string
  /** A page with the form again, as typed, and what to correct. */
  errorPage: (values: FormValues, rejection: Rejection) => string
  /** The Content-Security-Policy that page is sent with. */
  errorPagePolicy: string
}

/** The landing path of the visit, as far as the form's own page knows it: where it was posted from. */
function postedFrom(referer: string | undefined, site: string): string {
  if (!referer || !URL.canParse(referer)) return ''
  const url = new URL(referer)
  return url.origin === new URL(site).origin ? url.pathname : ''
}

/**
 * A form posted natively (urlencoded) turned into the sign-up the outbox would have sent: a new
 * idempotency key (the email keeps it one sign-up), the spam trap read as the browser's script
 * would read it, and the page it was posted from as the landing path.
 */
export async function signupFromFormPost(c: Context, rules: SignupRules) {
  const body = await c.req.parseBody({ all: true })
  const read = (name: string) => {
    const value = body[name]
    const values = Array.isArray(value) ? value : value === undefined ? [] : [value]
    return values.filter((item) => typeof item === 'string')
  }
  const values = rules.formValues(read)
  const known = new Set([...rules.fieldNames, HONEYPOT_FIELD_NAME])
  const unknown = Object.keys(body).filter((name) => !known.has(name))
  const payload = {
    kind: 'waitlist-signup',
    idempotencyKey: crypto.randomUUID(),
    createdAt: new Date().toISOString(),
    fields: {
      ...values,
      ...Object.fromEntries(unknown.map((name) => [name, read(name)[0] ?? ''])),
    },
    source: { utm: {}, referrer: '', landingPath: postedFrom(c.req.header('referer'), c.req.url) },
    spam: {
      honeypotFilled: (read(HONEYPOT_FIELD_NAME)[0] ?? '').trim() !== '',
      submittedTooFast: false,
    },
  }
  return { values, checked: rules.check(payload, undefined) }
}
