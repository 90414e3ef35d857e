// Every word of the owner's dashboard (/admin), in one place. The owner is not a visitor: these
// words stay out of schemas/content/, which holds what the site's visitors read (decision 0033).

import type { OwnerZone } from './owner-time-zone.ts'

/** How a count of sign-ups reads. */
const signups = (count: number) => `${count.toLocaleString('en')} sign-up${count === 1 ? '' : 's'}`
/** A change from one count to another, in words and signs: no colour carries it. */
const change = (now: number, then: number, against: string) => {
  if (now === then) return `Same as ${against}`
  const sign = now > then ? '+' : '−'
  const by =
    then === 0
      ? Math.abs(now - then).toLocaleString('en')
      : `${Math.round((Math.abs(now - then) / then) * 100)}%`
  return `${sign}${by} on ${against}`
}

export const ADMIN_COPY = {
  title: 'Waitlist dashboard',
  signIn: {
    title: 'Sign in to the dashboard',
    intro: 'Enter the owner’s key you were given. It opens your waitlist’s numbers on this device.',
    label: 'Owner’s key',
    button: 'Sign in',
    wrong: 'That key is not the right one. Check it and try again.',
    expired: 'Your session ended. Sign in again to see the dashboard.',
  },
  tooManyTries: {
    title: 'Too many wrong keys',
    body: (retryAt: Date, minutes: number) =>
      `There have been too many wrong keys from your address. You can try again at ${retryAt.toISOString().slice(11, 16)} UTC, in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  },
  notOurPage: {
    title: 'Not from the dashboard',
    body: 'That request came from another site’s page, so nothing was done.',
    link: 'Open the dashboard',
  },
  signOut: 'Sign out',
  download: 'Download every sign-up (CSV)',
  updated: (at: string) => `Updated ${at}. It updates itself every minute.`,
  /** Which zone the days and times are in, and why. */
  zone: (zone: OwnerZone) =>
    zone.said === 'browser'
      ? `Days and times are in your time zone, ${zone.timeZone}.`
      : zone.said === 'unknown'
        ? `Days and times in UTC: your browser’s time zone (${zone.given}) is not one this server knows.`
        : 'Days and times in UTC: sign in with JavaScript on to see them in your own time zone.',
  totals: {
    heading: 'Totals',
    joined: 'Joined',
    confirmed: 'Confirmed',
    rate: 'Confirmation rate',
    left: 'Left the list',
    today: 'Joined today',
    thisWeek: 'Joined this week (since Monday)',
    onYesterday: (today: number, yesterday: number) => change(today, yesterday, 'yesterday'),
    onLastWeek: (thisWeek: number, lastWeek: number) => change(thisWeek, lastWeek, 'last week'),
    noRate: '–',
    note: 'Flagged sign-ups are counted apart, below: they are in the export, not in these numbers.',
  },
  days: {
    heading: (days: number) => `Sign-ups per day, last ${days} days`,
    confirmed: 'Confirmed',
    unconfirmed: 'Unconfirmed',
    tableSummary: 'The same numbers as a table',
    day: 'Day',
    total: 'Total',
  },
  breakdown: {
    count: 'Sign-ups',
    share: 'Share',
    empty: 'No sign-ups yet.',
  },
  sources: {
    heading: 'Where they came from',
    intro: 'The UTM source of the link they arrived by, else the site that sent them, else direct.',
    column: 'Source',
  },
  matches: {
    heading: 'Their quiz match',
    column: 'Massage',
    none: 'No quiz match',
  },
  userTypes: {
    heading: 'Who they are',
    column: 'They are',
    none: 'Not given',
  },
  topReferrers: {
    heading: 'Best referrers',
    column: 'Referrer',
    code: 'Code',
    referrals: 'Confirmed friends',
    position: 'Place in line',
    notYet: 'Referrals are not counted yet.',
  },
  flagged: {
    heading: 'Flagged sign-ups',
    intro: (count: number) =>
      `${signups(count)} carry a flag. They are kept, and are in the export, but not counted above.`,
    why: {
      honeypot_filled: 'Filled the hidden field bots fill',
      submitted_too_fast: 'Sent faster than a person types',
      disposable_domain: 'A throwaway email domain',
    },
    reason: 'Why',
  },
  newest: {
    heading: 'Newest sign-ups',
    received: 'Received',
    name: 'Name',
    email: 'Email',
    userType: 'They are',
    source: 'Source',
    match: 'Quiz match',
    confirmed: 'Confirmed',
    yes: 'Yes',
    no: 'No',
  },
  failedDeliveries: {
    heading: 'Failed webhook deliveries',
    webhookId: 'Webhook-id',
    event: 'Event',
    email: 'Sign-up',
    attempts: 'Attempts',
    failedAt: 'Given up',
    error: 'Last error',
    none: 'None.',
    notYet: 'Webhooks are not set up yet.',
  },
  heldMail: {
    heading: (resumesAt: string) => `Email is waiting until ${resumesAt}`,
    body: (perHour: number, reachedAt: string, waiting: number, resumesAt: string) =>
      `Sending reached its ceiling of ${perHour.toLocaleString('en')} emails an hour at ${reachedAt}. ${waiting.toLocaleString('en')} email${waiting === 1 ? '' : 's'} wait${waiting === 1 ? 's' : ''} and go${waiting === 1 ? 'es' : ''} out from ${resumesAt}; none is dropped.`,
    raise:
      'If these are real sign-ups, raise WAITLIST_MAIL_PER_HOUR (within what your email provider allows) and restart the server.',
  },
} as const
