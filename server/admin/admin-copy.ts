// Every word of the owner's dashboard (/admin), in one place. The owner is not a visitor: these
// words stay out of schemas/content/, which holds what the site's visitors read (decision 0033).

/** A time of day, to the minute, in UTC: `10:42`. */
const utcMinute = (time: Date) => time.toISOString().slice(11, 16)

/** How a count of sign-ups reads. */
const signups = (count: number) => `${count.toLocaleString('en')} sign-up${count === 1 ? '' : 's'}`

export const ADMIN_COPY = {
  title: 'Waitlist dashboard',
  signIn: {
    title: 'Sign in to the dashboard',
    intro: 'Enter the admin token the server was started with (WAITLIST_ADMIN_TOKEN).',
    label: 'Admin token',
    button: 'Sign in',
    wrong: 'That token is not the right one. Check it and try again.',
    expired: 'Your session ended. Sign in again to see the dashboard.',
  },
  tooManyTries: {
    title: 'Too many wrong tokens',
    body: (retryAt: Date, minutes: number) =>
      `There have been too many wrong tokens from your address. You can try again at ${retryAt.toISOString().slice(11, 16)} UTC, in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  },
  notOurPage: {
    title: 'Not from the dashboard',
    body: 'That request came from another site’s page, so nothing was done.',
    link: 'Open the dashboard',
  },
  signOut: 'Sign out',
  download: 'Download every sign-up (CSV)',
  updated: (at: Date) =>
    `Updated ${at.toISOString().slice(0, 16).replace('T', ' ')} UTC. It updates itself every minute.`,
  totals: {
    heading: 'Totals',
    joined: 'Joined',
    confirmed: 'Confirmed',
    rate: 'Confirmation rate',
    left: 'Left the list',
    today: 'Joined today (UTC)',
    thisWeek: 'Joined this week (since Monday, UTC)',
    noRate: '–',
    note: 'Flagged sign-ups are counted apart, below: they are in the export, not in these numbers.',
  },
  days: {
    heading: 'Sign-ups per day, last 90 days',
    confirmed: 'Confirmed',
    unconfirmed: 'Unconfirmed',
    tableSummary: 'The same numbers as a table',
    day: 'Day (UTC)',
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
    received: 'Received (UTC)',
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
    failedAt: 'Given up (UTC)',
    error: 'Last error',
    none: 'None.',
    notYet: 'Webhooks are not set up yet.',
  },
  heldMail: {
    heading: (resumesAt: Date) => `Email is waiting until ${utcMinute(resumesAt)} UTC`,
    body: (perHour: number, reachedAt: Date, waiting: number, resumesAt: Date) =>
      `Sending reached its ceiling of ${perHour.toLocaleString('en')} emails an hour at ${utcMinute(reachedAt)} UTC. ${waiting.toLocaleString('en')} email${waiting === 1 ? '' : 's'} wait${waiting === 1 ? 's' : ''} and go${waiting === 1 ? 'es' : ''} out from ${utcMinute(resumesAt)} UTC; none is dropped.`,
    raise:
      'If these are real sign-ups, raise WAITLIST_MAIL_PER_HOUR (within what your email provider allows) and restart the server.',
  },
} as const
