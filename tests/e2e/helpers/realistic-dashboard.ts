import { funnelStepsOf } from '../../../contract/funnel-steps'
import type { DashboardNames, SignupLine } from '../../../server/admin/dashboard-stats'
import type { SectionProps } from '../../../server/pages/dashboard-sections'

// A list three weeks old, as an owner sees it on a good morning: about 200 sign-ups over 20 days,
// some by friends' links, long names and addresses in the tables, and a funnel. Fixed numbers,
// so the page is the same on every run and the tables are measured at their widest.
const DAYS = 20
const NOW = Date.parse('2026-11-27T09:12:00Z')
const DAY_MS = 24 * 60 * 60_000
const dayOf = (daysAgo: number) => new Date(NOW - daysAgo * DAY_MS).toISOString().slice(0, 10)
const SOURCES = ['referral', 'instagram', 'direct', 'newsletter', 'www.google.com', 'facebook']
const MATCHES = ['swedish', 'deep-tissue', 'therapeutic', 'hot-stone']
const FIRST = [
  'Alexandra',
  'Bartholomew',
  'Chidinma',
  'Dmitri',
  'Evangeline',
  'Fionnuala',
  'Guðrún',
]
const LAST = ['Montgomery-Wright', 'Okonkwo', 'Vasquez de la Cruz', 'Nakamura', 'Østergaard']

const person = (index: number) => {
  const first = FIRST[index % FIRST.length] ?? ''
  const last = LAST[index % LAST.length] ?? ''
  const email = `${first}.${last}.${index}@longer-company-domain.example`
  return { name: `${first} ${last}`, email: email.toLowerCase().replaceAll(' ', '') }
}

const line = (index: number): SignupLine => ({
  receivedAt: new Date(NOW - index * 97 * 60_000).toISOString(),
  ...person(index),
  userType: ['client', 'therapist', 'both', ''][index % 4] ?? '',
  source: SOURCES[index % SOURCES.length] ?? 'direct',
  match: index % 3 === 0 ? null : (MATCHES[index % MATCHES.length] ?? null),
  confirmed: index % 3 !== 1,
  flags: [],
})

export function realisticDashboard(names: DashboardNames): SectionProps['stats'] {
  const days = Array.from({ length: DAYS }, (_, index) => ({
    day: dayOf(DAYS - 1 - index),
    confirmed: 3 + ((index * 7) % 9),
    unconfirmed: 1 + ((index * 5) % 4),
  }))
  const joined = days.reduce((sum, day) => sum + day.confirmed + day.unconfirmed, 0)
  const confirmed = days.reduce((sum, day) => sum + day.confirmed, 0)
  const shares = [0.28, 0.22, 0.18, 0.14, 0.1, 0.08]
  return {
    generatedAt: new Date(NOW).toISOString(),
    timeZone: 'Europe/London',
    totals: {
      joined,
      confirmed,
      confirmationRate: confirmed / joined,
      left: 2,
      today: 9,
      yesterday: 13,
      thisWeek: 51,
      lastWeek: 58,
    },
    days,
    sources: SOURCES.map((source, index) => ({
      source,
      count: Math.round(joined * (shares[index] ?? 0)),
    })),
    matches: MATCHES.map((match, index) => ({
      match,
      name: names.massage(match),
      count: 40 - index * 6,
    })),
    userTypes: [
      { userType: 'client', label: names.userType('client'), count: 120 },
      { userType: 'therapist', label: names.userType('therapist'), count: 48 },
      { userType: '', label: null, count: 30 },
    ],
    topReferrers: Array.from({ length: 10 }, (_, index) => ({
      ...person(index + 300),
      referralCode: `K${index}AGpUoz2B8Cy`.slice(0, 12),
      referrals: 12 - index,
      position: 1 + index * 3,
    })),
    flagged: {
      total: 4,
      byFlag: { honeypot_filled: 2, submitted_too_fast: 1, disposable_domain: 1 },
      newest: [
        { ...line(500), flags: ['honeypot_filled'] },
        { ...line(501), flags: ['submitted_too_fast', 'disposable_domain'] },
      ],
    },
    newest: Array.from({ length: 50 }, (_, index) => line(index)),
    failedDeliveries: null,
    heldMail: null,
  }
}

/** The funnel beside it: visitors through the quiz to the list, all time. */
export function realisticFunnel(): NonNullable<SectionProps['funnel']> {
  const steps = funnelStepsOf(5)
  return {
    query: { period: 'all' },
    steps: steps.map((step, index) => ({ step, visitors: Math.round(1400 * 0.8 ** index) })),
    sources: ['instagram', 'direct', 'newsletter'],
  }
}
