import type { StoredSignup } from './signup-store.ts'

/**
 * A formula sign (=, +, -, @, or a tab or carriage return before one) where a spreadsheet starts
 * a cell: at the start of the value, and after a `;`, `,` or tab inside it, since Excel in a `;`
 * locale, or a TSV import, splits the value there (and after a line break, for a naive reader).
 * Spaces or quotes in between do not hide it.
 */
const FORMULA_START = /(^|[;,\t\r\n])(?=[\s"]*[=+\-@\t\r])/g

/** Each place a spreadsheet could start a formula gets an apostrophe: a hostile name stays text. */
export function neutralizedCell(value: string): string {
  return value.replace(FORMULA_START, "$1'")
}

/** Every cell quoted, so no separator or line break inside it ends it. */
function quotedCell(value: string): string {
  return `"${neutralizedCell(value).replaceAll('"', '""')}"`
}

export const asText = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value.join('; ') : (value ?? '')

/** Every field the sign-ups hold: the form's, in its order, then any the form no longer has. */
export function fieldColumns(signups: readonly StoredSignup[], formFields: readonly string[]) {
  const stored = signups.flatMap((signup) => Object.keys(signup.fields))
  return [...new Set([...formFields, ...stored])]
}

/**
 * The waitlist as CSV, one row per sign-up, oldest first: every form field (the form's order,
 * then any field it no longer has), then the quiz match, the visit source, the spam flags,
 * whether the address's domain is a disposable one, its referral code, whose code it arrived
 * with, the friends it brought who count and its place in line; when it was confirmed, after its
 * two times.
 */
export function signupsCsv(
  signups: readonly StoredSignup[],
  formFields: readonly string[],
): string {
  const fieldNames = fieldColumns(signups, formFields)
  const header = [
    'received_at',
    'signed_up_at',
    'confirmed_at',
    ...fieldNames,
    'quiz_match',
    'utm',
    'referrer',
    'landing_path',
    'honeypot_filled',
    'submitted_too_fast',
    'disposable_domain',
    'referral_code',
    'referred_by',
    'referrals',
    'position',
  ]
  const rows = signups.map((signup) => [
    signup.received_at.toISOString(),
    signup.signed_up_at.toISOString(),
    signup.confirmed_at?.toISOString() ?? '',
    ...fieldNames.map((name) => asText(signup.fields[name])),
    signup.quiz_match ?? '',
    new URLSearchParams(signup.utm).toString(),
    signup.referrer,
    signup.landing_path,
    String(signup.honeypot_filled),
    String(signup.submitted_too_fast),
    String(signup.disposable_domain),
    signup.referral_code ?? '',
    signup.referred_by ?? '',
    String(signup.referrals),
    String(signup.position),
  ])
  return `${[header, ...rows].map((row) => row.map(quotedCell).join(',')).join('\r\n')}\r\n`
}
