import { z } from 'zod'
import { funnelSourceOf } from '../../contract/funnel-steps.ts'
import type { ConfirmationFollowUp } from '../waitlist/signup-store.ts'

/** The device class of a confirmation: it comes from an email's link, not from a counted tab. */
export const ANY_DEVICE = 'any'

const COUNT_CONFIRMED = `INSERT INTO funnel_counts AS counted (day, step, source, device, visitors)
  VALUES (($1::timestamptz AT TIME ZONE 'UTC')::date, 'confirmed', $2, '${ANY_DEVICE}', 1)
  ON CONFLICT (day, step, source, device) DO UPDATE SET visitors = counted.visitors + 1`

const confirmedRow = z.object({
  confirmed_at: z.coerce.date(),
  utm: z.record(z.string(), z.string()),
  referrer: z.string(),
  referred_by: z.string().nullable(),
  honeypot_filled: z.boolean(),
  submitted_too_fast: z.boolean(),
  disposable_domain: z.boolean(),
})

function hostOf(referrer: string): string | undefined {
  return URL.canParse(referrer) ? new URL(referrer).hostname : undefined
}

/**
 * The funnel's last step, counted in the confirmation's own transaction: one more `confirmed` on
 * its UTC day, under the sign-up's source as the page counted its visit. A sign-up the dashboard
 * counts apart as flagged (a bot's signs, a disposable domain) is not counted here either.
 */
export const confirmedInFunnel: ConfirmationFollowUp = {
  async write(tx, row) {
    const signup = confirmedRow.parse(row)
    if (signup.honeypot_filled || signup.submitted_too_fast || signup.disposable_domain) return
    const source = funnelSourceOf({
      utmSource: signup.utm.utm_source,
      referrerHost: hostOf(signup.referrer),
      referral: signup.referred_by !== null,
    })
    await tx.query(COUNT_CONFIRMED, [signup.confirmed_at, source])
  },
  written: () => {},
}
