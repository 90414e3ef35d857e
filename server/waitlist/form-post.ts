import type { Context } from 'hono'
import type { FormValues } from '../../contract/field-value.ts'
import { ENVELOPE_LIMITS } from '../../contract/signup-payload.ts'
import { HONEYPOT_FIELD_NAME } from '../../schemas/waitlist.schema.ts'
import { postedFromTheSite } from '../posted-from-the-site.ts'
import type { SignupRules } from './signup-rules.ts'
import type { SignupStore } from './signup-store.ts'
import { errorKind, RowRefusedError } from './store-errors.ts'

/**
 * What the no-JavaScript page of a failed sign-up says: `refused` by the rules (with the field to
 * correct), `failed` for now (busy, the database away): try again in a moment; `not-our-page`,
 * posted from another site's page; `too-large`, longer than the endpoint takes.
 */
export type PagedProblem = {
  kind: 'refused' | 'failed' | 'not-our-page' | 'too-large'
  message?: string
  field?: string
}

/** Where a sign-up posted by the form itself (no JavaScript) leads, and what shows its mistakes. */
export type FormPostPages = {
  /** The prerendered thank-you state, for every sign-up taken, new or already on the list. */
  joinedPath: string
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
  status: 403 | 409 | 413 | 422 | 429 | 503,
  values: FormValues,
  problem: PagedProblem,
) {
  return c.html(pages.errorPage(values, problem), status, {
    'content-security-policy': pages.errorPagePolicy,
  })
}

/** The landing path of the visit, as far as the form's own page knows it: where it was posted from. */
function postedFrom(referer: string | undefined, allowedOrigins: readonly string[]): string {
  if (!referer || !URL.canParse(referer)) return ''
  const url = new URL(referer)
  return allowedOrigins.includes(url.origin)
    ? url.pathname.slice(0, ENVELOPE_LIMITS.landingPath)
    : ''
}

/**
 * A form posted natively (urlencoded) turned into the sign-up the outbox would have sent: a new
 * idempotency key (the email keeps it one sign-up), the spam trap read as the browser's script
 * would read it, and the page it was posted from as the landing path.
 */
async function signupFromFormPost(
  c: Context,
  rules: SignupRules,
  allowedOrigins: readonly string[],
) {
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
    source: {
      utm: {},
      referrer: '',
      landingPath: postedFrom(c.req.header('referer'), allowedOrigins),
    },
    spam: {
      honeypotFilled: (read(HONEYPOT_FIELD_NAME)[0] ?? '').trim() !== '',
      submittedTooFast: false,
    },
  }
  return { values, checked: rules.check(payload, undefined) }
}

/** The first `limit` bytes of a request's body, or '' when it cannot be read (already read). */
async function bodyStart(request: Request, limit: number): Promise<string> {
  if (!request.body || request.bodyUsed) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    while (size < limit) {
      const { done, value } = await reader.read()
      if (done) break
      chunks.push(value)
      size += value.length
    }
  } catch {
    return ''
  } finally {
    void reader.cancel().catch(() => {})
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.length
  }
  return new TextDecoder().decode(bytes.subarray(0, limit))
}

/**
 * What a form post too large to take still holds of what was typed, to show it again: the fields
 * within its first `limit` bytes, the last one as far as it got (that is the text to shorten).
 */
export async function valuesOfTooLargePost(
  c: Context,
  rules: SignupRules,
  limit: number,
): Promise<FormValues> {
  const fields = new URLSearchParams(await bodyStart(c.req.raw, limit))
  return rules.formValues((name) => fields.getAll(name))
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
  // What another site's page posted is never shown on ours.
  if (!postedFromTheSite(c, allowedOrigins))
    return formProblemPage(c, pages, 403, {}, { kind: 'not-our-page' })
  const { values, checked } = await signupFromFormPost(c, rules, allowedOrigins)
  if (!checked.ok) {
    const { field, message } = checked.rejection
    return formProblemPage(c, pages, 422, values, { kind: 'refused', field, message })
  }
  try {
    const { outcome } = await store.add(checked.signup)
    // A new key per post: reused only if two posts drew the same UUID.
    if (outcome === 'key-reused') return formProblemPage(c, pages, 409, values, { kind: 'failed' })
    return c.redirect(pages.joinedPath, 303)
  } catch (error) {
    // A row the database refused was logged where it failed; anything else is logged here.
    if (error instanceof RowRefusedError)
      return formProblemPage(c, pages, 422, values, { kind: 'refused' })
    console.error(`The waitlist could not store a form post: ${errorKind(error)}`)
    return formProblemPage(c, pages, 503, values, { kind: 'failed' })
  }
}
