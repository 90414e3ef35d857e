import { z } from 'zod'
import { decodeAnswers, encodeAnswers } from '../../contract/answers-codec.ts'
import type { FormValues } from '../../contract/field-value.ts'
import { type SignupPayload, signupPayload } from '../../contract/signup-payload.ts'
import { buildStrictValuesSchema, emptyValues } from '../../contract/values-schema.ts'
import type { Content } from '../../schemas/content-files.ts'
import { normalizedEmail } from '../../schemas/waitlist.schema.ts'
import { signupFingerprint } from './signup-fingerprint.ts'

/**
 * A sign-up that passed every rule, as the store keeps it, with the fingerprint of the request
 * that carried it (signup-fingerprint.ts).
 */
export type AcceptedSignup = Omit<SignupPayload, 'kind'> & { email: string; fingerprint: string }

/** Why a sign-up was turned down: the HTTP status, and a message naming the field when one is to blame. */
export type Rejection = { status: 400 | 422; error: string; message: string; field?: string }

/** Turned down, with why. */
type Refused = { ok: false; rejection: Rejection }

/** The quiz's result to email: the address (normalized), the massage's key, the answers re-encoded. */
export type MatchEmail = { email: string; match: string; answers?: string }
export type MatchEmailChecked = { ok: true; request: MatchEmail } | Refused

const matchEmailBody = z.object({
  email: z.string(),
  match: z.string().max(100),
  // As the quiz's share link encodes them (contract/answers-codec.ts), as long as its URL takes.
  answers: z.string().max(400).optional(),
})

export type Checked = { ok: true; signup: AcceptedSignup } | Refused

export type SignupRules = {
  check: (body: unknown, headerKey: string | undefined) => Checked
  /** The quiz's "Email me my match" (POST /api/quiz/match-email), the address under that form's rules. */
  checkMatchEmail: (body: unknown) => MatchEmailChecked
  /** The waitlist form's field names, in the form's order. */
  fieldNames: string[]
  /** The typed values of a posted form, every field the form defines, as the form would hold them. */
  formValues: (read: (name: string) => string[]) => FormValues
}

/** The time a sign-up was made, as the outbox writes it (toISOString). */
const isoTime = z.iso.datetime({ offset: true })

/** The years a sign-up can have been made in: Postgres stores more, but nothing else makes sense. */
const SIGNUP_YEARS = { first: 1970, last: 9999 }

function isSignupTime(text: string): boolean {
  if (!isoTime.safeParse(text).success) return false
  const year = new Date(text).getUTCFullYear()
  return year >= SIGNUP_YEARS.first && year <= SIGNUP_YEARS.last
}

const reject = (
  status: Rejection['status'],
  error: string,
  message: string,
  field?: string,
): Refused => ({
  ok: false,
  rejection: { status, error, message, ...(field ? { field } : {}) },
})

/**
 * The waitlist's rules on the server, built from the same content and the same zod checks as the
 * form in the browser: required fields, the email's form, a select's options, lengths, and the
 * messages maintainers wrote. A field the form does not define is refused; one a maintainer adds
 * is accepted without code.
 */
export function signupRules(
  content: Pick<Content, 'forms' | 'recommendations' | 'quiz'>,
): SignupRules {
  const definition = content.forms.waitlist
  // A sign-up carries the fields of the form it was made with: the waitlist's, or the quiz email step's.
  const fieldsSchemas = {
    waitlist: buildStrictValuesSchema(content.forms.waitlist),
    quizEmail: buildStrictValuesSchema(content.forms.quizEmail),
  }
  const matches = new Set(content.recommendations.recommendations.map((massage) => massage.key))

  /** The form's own message; a field with none (an optional select) gets one naming it. */
  function messageFor(name: string, message: string | undefined): string {
    const field = [...definition.fields, ...content.forms.quizEmail.fields].find(
      (candidate) => candidate.name === name,
    )
    if (message && message !== field?.label) return message
    return `"${field?.label ?? name}" (${name}) has a value the form does not offer.`
  }

  function check(body: unknown, headerKey: string | undefined): Checked {
    const parsed = signupPayload.safeParse(body)
    if (!parsed.success) {
      // Two steps at most (source.utm): a key below them is the visitor's text, never echoed.
      const where = parsed.error.issues[0]?.path.slice(0, 2).join('.') || 'body'
      return reject(
        400,
        'malformed-signup',
        `The sign-up is not in the expected shape (at ${where}).`,
        where,
      )
    }
    const payload = parsed.data
    if (headerKey !== undefined && headerKey !== payload.idempotencyKey)
      return reject(
        400,
        'idempotency-key-mismatch',
        'The Idempotency-Key header and the body disagree.',
      )
    if (!isSignupTime(payload.createdAt))
      return reject(
        400,
        'malformed-signup',
        `The time is not an ISO time between the years ${SIGNUP_YEARS.first} and ${SIGNUP_YEARS.last}.`,
        'createdAt',
      )
    const form = payload.form ?? 'waitlist'
    // A field left out counts as left empty, so it gets the form's own "required" message.
    const empty = emptyValues(content.forms[form])
    const fields = fieldsSchemas[form].safeParse({ ...empty, ...payload.fields })
    if (!fields.success) {
      const issue = fields.error.issues[0]
      if (issue?.code === 'unrecognized_keys') {
        const field = issue.keys[0] ?? ''
        return reject(422, 'unknown-field', `The form has no field "${field}".`, field)
      }
      const name = String(issue?.path[0] ?? '')
      return reject(422, 'invalid-field', messageFor(name, issue?.message), name)
    }
    if (payload.match !== undefined && !matches.has(payload.match))
      return reject(422, 'unknown-match', `The quiz has no massage "${payload.match}".`, 'match')
    const { kind: _kind, ...rest } = payload
    const email = normalizedEmail(String(fields.data.email ?? ''))
    const fingerprint = signupFingerprint(payload)
    return { ok: true, signup: { ...rest, fields: fields.data, email, fingerprint } }
  }

  function checkMatchEmail(body: unknown): MatchEmailChecked {
    const parsed = matchEmailBody.safeParse(body)
    if (!parsed.success) {
      const where = parsed.error.issues[0]?.path.join('.') || 'body'
      return reject(
        400,
        'malformed-request',
        `The request is not in the expected shape (at ${where}).`,
        where,
      )
    }
    const { email, match, answers } = parsed.data
    const fields = fieldsSchemas.quizEmail.safeParse({
      ...emptyValues(content.forms.quizEmail),
      email,
    })
    if (!fields.success) {
      const name = String(fields.error.issues[0]?.path[0] ?? 'email')
      return reject(422, 'invalid-field', messageFor(name, fields.error.issues[0]?.message), name)
    }
    if (!matches.has(match))
      return reject(422, 'unknown-match', `The quiz has no massage "${match}".`, 'match')
    const kept = encodeAnswers(decodeAnswers(answers, content.quiz.questions))
    const request = { email: normalizedEmail(String(fields.data.email ?? '')), match }
    return { ok: true, request: kept ? { ...request, answers: kept } : request }
  }

  return {
    check,
    checkMatchEmail,
    fieldNames: definition.fields.map((field) => field.name),
    formValues: (read) =>
      Object.fromEntries(
        definition.fields.map((field) => {
          const values = read(field.name)
          return [field.name, field.kind === 'multiple-choice' ? values : (values[0] ?? '')]
        }),
      ),
  }
}
