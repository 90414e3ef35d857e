import { fillTemplate } from '../../contract/fill-template.ts'
import type { Content } from '../../schemas/content-files.ts'
import { type EmailsContent, emailsSchema } from '../../schemas/emails.schema.ts'

/** What a message's texts may say of the person it goes to (placeholder-checks.ts lists where). */
export type MailValues = {
  email?: string
  match?: string
  position?: string
  referrals?: string
  places?: string
  link?: string
}

function fillIn(value: unknown, values: Record<string, string>): unknown {
  if (typeof value === 'string') return fillTemplate(value, values)
  if (Array.isArray(value)) return value.map((item) => fillIn(item, values))
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [key, fillIn(child, values)]),
    )
  return value
}

/**
 * emails.json with `{brand}` and `{referralBonus}` filled in everywhere, and the other values
 * where given. The result is parsed by its schema again, so its type is the schema's and nothing
 * is asserted.
 */
export function emailCopy(
  content: Pick<Content, 'emails' | 'site'>,
  values: MailValues = {},
): EmailsContent {
  const given = Object.entries(values).filter(([, value]) => value !== undefined)
  const filled = {
    brand: content.site.brand.name,
    referralBonus: String(content.emails.referrals.referralBonus),
    ...Object.fromEntries(given),
  }
  return emailsSchema.parse(fillIn(content.emails, filled))
}
