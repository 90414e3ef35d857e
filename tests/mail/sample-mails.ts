import type { Content } from '@schemas/content-files.ts'
import type { Mail } from '../../server/mail/render-mail.ts'
import { standingLines } from '../../server/waitlist/standing-lines.ts'

export const SITE = 'https://restwell.test/'
export const EMAIL = 'jamie@example.com'
export const REFERRAL_CODE = 'q3Zr8s-T0aLm'
export const PERSONAL_LINK = `https://restwell.test/?ref=${REFERRAL_CODE}`

/** What every sample shares: the address, the site and its small print's links. */
export const envelope = {
  email: EMAIL,
  siteUrl: SITE,
  leaveUrl: 'https://restwell.test/api/waitlist/leave?token=leave-token',
  privacyUrl: 'https://restwell.test/privacy',
}
const statusUrl = 'https://restwell.test/api/waitlist/status?token=status-token'

/** Where someone at place `position` with `referrals` friends stands, as the emails show it. */
export const standingAt = (content: Content, position: number, referrals: number) =>
  standingLines(content, { referralCode: REFERRAL_CODE, position, referrals, total: 40 }, SITE)

/** One message of each kind, with the content's first massage as the quiz's match. */
export function sampleMails(content: Content) {
  const massage = content.recommendations.recommendations[0]
  if (!massage) throw new Error('The content has no massage')
  return {
    confirm: {
      kind: 'confirm',
      ...envelope,
      confirmUrl: 'https://restwell.test/api/waitlist/confirm?token=confirm-token',
    },
    confirmed: { kind: 'confirmed', ...envelope, statusUrl, standing: standingAt(content, 12, 0) },
    movedUp: {
      kind: 'moved-up',
      ...envelope,
      statusUrl,
      places: 5,
      position: 3,
      standing: standingAt(content, 3, 1),
    },
    already: { kind: 'already', ...envelope },
    match: {
      kind: 'match',
      ...envelope,
      match: massage.name,
      description: massage.description,
      reasons: massage.benefits,
      matchUrl: `https://restwell.test/quiz?step=result&a=${'1-pain-relief_2-severe_'.repeat(6)}`,
      shareUrl: `https://restwell.test/match/${massage.key}`,
      joinUrl: 'https://restwell.test/#waitlist',
    },
  } satisfies Record<string, Mail>
}
