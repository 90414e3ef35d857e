import type { Context } from 'hono'
import { HONEYPOT_FIELD_NAME } from '../../schemas/waitlist.schema.ts'
import type { FormValues } from '../../src/forms/field-value.ts'
import type { SignupRules } from './signup-rules.ts'
import type { SignupStore } from './signup-store.ts'

/**
 * What the no-JavaScript page of a failed sign-up says: `refused` by the rules (with the field to
 * correct), or `failed` for now (busy, the database away): try again in a moment.
 */
export type PagedProblem = { kind: 'refused' | 'failed'; message?: string; field?: string }

/** Where a sign-up posted by the form itself (no JavaScript) leads, and what shows its mistakes. */
export type FormPostPages = {
  /** The prerendered thank-you state, for a sign-up that joined or was already on the list. */
  joinedPath: string
  alreadyPath: string
  /** A page with the form again, as typed, and what went wrong. */
  errorPage: (values: FormValues, problem: PagedProblem) => string
  /** The Content-Security-Policy that page is sent with. */
  errorPagePolicy: string
}

/** A request's media type, without its parameters: "application/json", say. */
export function mediaTypeOf(c: Context): string {
  return c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase() ?? ''
}

/** Whether this request is the waitlist form posting itself (a browser without JavaScript). */
export function isFormPost(c: Context): boolean {
  return mediaTypeOf(c) === 'application/x-www-form-urlencoded'
}

/** The page of a failed form post, with its status. */
export function formProblemPage(
  c: Context,
  pages: FormPostPages,
  status: 422 | 429 | 503,
  values: FormValues,
  problem: PagedProblem,
) {
  return c.html(pages.errorPage(values, problem), status, {
    'content-security-policy': pages.errorPagePolicy,
  })
}

/** The landing path of the visit, as far as the form's own page knows it: where it was posted from. */
function postedFrom(referer: string | undefined, site: string): string {
  if (!referer || !URL.canParse(referer)) return ''
  const url = new URL(referer)
  return url.origin === new URL(site).origin ? url.pathname : ''
}

/**
 * A browser sends a form's post with its page's Origin: another site's page may not sign its
 * visitors up (CORS does not stop a plain form post). No Origin at all: an older browser.
 */
function postedFromTheSite(c: Context, allowedOrigins: readonly string[]): boolean {
  const origin = c.req.header('origin')
  if (!origin || origin === 'null') return c.req.header('sec-fetch-site') !== 'cross-site'
  return origin === new URL(c.req.url).origin || allowedOrigins.includes(origin)
}

/**
 * A form posted natively (urlencoded) turned into the sign-up the outbox would have sent: a new
 * idempotency key (the email keeps it one sign-up), the spam trap read as the browser's script
 * would read it, and the page it was posted from as the landing path.
 */
async function signupFromFormPost(c: Context, rules: SignupRules) {
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

type FormPostSetting = {
  rules: SignupRules
  store: SignupStore
  pages: FormPostPages
  allowedOrigins: readonly string[]
}

/**
 * The waitlist form posted without JavaScript, under the same rules as the outbox's JSON: a
 * redirect to the thank-you page, or the form again as typed, saying what to do.
 */
export async function answerFormPost(
  c: Context,
  { rules, store, pages, allowedOrigins }: FormPostSetting,
) {
  if (!postedFromTheSite(c, allowedOrigins))
    return c.json({ error: 'cross-site', message: 'Sign up on the site itself.' }, 403)
  const { values, checked } = await signupFromFormPost(c, rules)
  if (!checked.ok) {
    const { field, message } = checked.rejection
    return formProblemPage(c, pages, 422, values, { kind: 'refused', field, message })
  }
  try {
    const outcome = await store.add(checked.signup)
    return c.redirect(outcome === 'joined' ? pages.joinedPath : pages.alreadyPath, 303)
  } catch (error) {
    console.error(error)
    return formProblemPage(c, pages, 503, values, { kind: 'failed' })
  }
}
