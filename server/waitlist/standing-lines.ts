import type { Content } from '../../schemas/content-files.ts'
import { emailCopy } from '../mail/mail-copy.ts'
import { referralLinkOf } from '../mail/mail-links.ts'
import type { Standing } from './standings.ts'

/** Where a confirmed person stands, as the confirmed page, the status page and the email show it. */
export type StandingLines = {
  /** "You’re #12 on the list." */
  position: string
  /** The label above the personal link, and the link; none for a row that has no code. */
  link?: { label: string; url: string }
  /** What sharing the link does. */
  share: string
  /** How many friends joined through it and count. */
  friends: string
}

/** The lines of emails.json `referrals` for one standing, filled in; links start with `siteUrl`. */
export function standingLines(
  content: Pick<Content, 'emails' | 'site'>,
  standing: Standing,
  siteUrl: string,
): StandingLines {
  const { referrals } = emailCopy(content, {
    position: String(standing.position),
    referrals: String(standing.referrals),
  })
  const { none, one, other } = referrals.friendsJoined
  const friends = standing.referrals === 0 ? none : standing.referrals === 1 ? one : other
  const url = standing.referralCode ? referralLinkOf(siteUrl, standing.referralCode) : undefined
  return {
    position: referrals.position,
    ...(url ? { link: { label: referrals.linkLabel, url } } : {}),
    share: referrals.share,
    friends,
  }
}
