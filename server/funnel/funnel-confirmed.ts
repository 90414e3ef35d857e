import { sql } from 'kysely'
import { funnelSourceOf } from '../../contract/funnel-steps.ts'
import type { ConfirmationFollowUp } from '../waitlist/signup-store.ts'

/** The device class of a confirmation: it comes from an email's link, not from a counted tab. */
export const ANY_DEVICE = 'any'

const countConfirmed = (at: Date, source: string) => sql`INSERT INTO funnel_counts AS counted
    (day, step, source, device, visitors)
  VALUES ((${at}::timestamptz AT TIME ZONE 'UTC')::date, 'confirmed', ${source}, ${ANY_DEVICE}, 1)
  ON CONFLICT (day, step, source, device) DO UPDATE SET visitors = counted.visitors + 1`

function hostOf(referrer: string): string | undefined {
  return URL.canParse(referrer) ? new URL(referrer).hostname : undefined
}

/**
 * The funnel's last step, counted in the confirmation's own transaction: one more `confirmed` on
 * its UTC day, under the sign-up's source as the page counted its visit. A sign-up the dashboard
 * counts apart as flagged (a bot's signs, a disposable domain) is not counted here either.
 */
export const confirmedInFunnel: ConfirmationFollowUp = {
  async write(tx, signup) {
    if (signup.honeypot_filled || signup.submitted_too_fast || signup.disposable_domain) return
    const source = funnelSourceOf({
      utmSource: signup.utm.utm_source,
      referrerHost: hostOf(signup.referrer),
      referral: signup.referred_by !== null,
    })
    await countConfirmed(signup.confirmed_at, source).execute(tx)
  },
  written: () => {},
}
