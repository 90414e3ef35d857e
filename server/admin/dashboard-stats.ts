import { sql } from 'kysely'
import { z } from 'zod'
import type { Content } from '../../schemas/content-files.ts'
import type { Queryable } from '../db/database.ts'
import { type HeldMail, heldMail, mailHeldBack } from '../mail/mail-ceiling.ts'
import { type TopReferrer, topReferrer, topReferrers } from '../waitlist/standings.ts'
import {
  type FailedDelivery,
  failedDeliveries,
  failedDelivery,
} from '../webhook/webhook-deliveries.ts'
import { dayIn, daysAfter, daysBetween, mondayOf, UTC } from './owner-time-zone.ts'

/** The days the sign-ups chart covers at most and at least, today included. */
export const DAYS_CHARTED = { most: 90, least: 14 } as const
/** How many of the newest sign-ups (and of the newest flagged ones) the dashboard lists. */
export const NEWEST_LISTED = 50
/** How many referrers the dashboard ranks (issue 34). */
export const TOP_REFERRERS = 10
/** The source of a sign-up with neither a UTM source nor a referrer. */
export const DIRECT = 'direct'
/** The source of a sign-up that arrived by someone's personal link, whatever else it carried. */
export const REFERRAL = 'referral'

/** Why a sign-up is flagged: the columns of the export that say so. */
export const FLAGS = ['honeypot_filled', 'submitted_too_fast', 'disposable_domain'] as const
const flag = z.enum(FLAGS)

const signupLine = z.object({
  receivedAt: z.string(),
  name: z.string(),
  email: z.string(),
  userType: z.string(),
  source: z.string(),
  /** The massage's key in recommendations.json, null without a quiz match. */
  match: z.string().nullable(),
  confirmed: z.boolean(),
  flags: z.array(flag),
})

/**
 * What the dashboard shows, all counted by the database. Flagged sign-ups (any of FLAGS) are
 * counted apart: every other number is of the sign-ups no flag is set on, so `joined` plus
 * `flagged.total` is the number of rows in the export. Days are the owner's, in `timeZone`, by
 * `received_at`; a week starts on Monday.
 */
export const dashboardStats = z.object({
  generatedAt: z.string(),
  /** The IANA zone the days are counted in (owner-time-zone.ts). */
  timeZone: z.string(),
  totals: z.object({
    joined: z.number(),
    confirmed: z.number(),
    /** confirmed / joined; null while nobody joined. */
    confirmationRate: z.number().nullable(),
    /** Addresses that left the list (decision 0026): not in the export, which has no row for them. */
    left: z.number(),
    today: z.number(),
    /** The whole of the day before today. */
    yesterday: z.number(),
    /** Since Monday. */
    thisWeek: z.number(),
    /** The whole of the week before this one, Monday to Sunday. */
    lastWeek: z.number(),
  }),
  /**
   * Each day from the first sign-up's to today, oldest first, each there even when nobody
   * joined: DAYS_CHARTED.least days at least (a new list), DAYS_CHARTED.most at most.
   */
  days: z.array(z.object({ day: z.string(), confirmed: z.number(), unconfirmed: z.number() })),
  /** REFERRAL for a personal link's, else the UTM source, else the referrer's host, else DIRECT; most first. */
  sources: z.array(z.object({ source: z.string(), count: z.number() })),
  /** By the quiz's match, named as the content names the massage (a key it no longer has: the key). */
  matches: z.array(
    z.object({ match: z.string().nullable(), name: z.string().nullable(), count: z.number() }),
  ),
  /** By the waitlist form's userType field, labelled as its options are ('' when not given). */
  userTypes: z.array(
    z.object({ userType: z.string(), label: z.string().nullable(), count: z.number() }),
  ),
  /** The referrers whose confirmed friends count most (standings.ts); null when not wired in. */
  topReferrers: z.array(topReferrer).nullable(),
  flagged: z.object({
    total: z.number(),
    /** How many carry each flag (a sign-up may carry several). */
    byFlag: z.record(flag, z.number()),
    newest: z.array(signupLine),
  }),
  newest: z.array(signupLine),
  /** Webhook deliveries given up on, newest first; null without a webhook. */
  failedDeliveries: z.array(failedDelivery).nullable(),
  /** Outgoing mail held back by its hourly ceiling this hour; null while it is not. */
  heldMail: heldMail.nullable(),
})
export type DashboardStats = z.infer<typeof dashboardStats>
export type SignupLine = z.infer<typeof signupLine>

/** Where the dashboard's slots for other issues' numbers are filled from, once they are. */
export type DashboardSlots = {
  /** Issue 34: the TOP_REFERRERS referrers with the most sign-ups. */
  topReferrers?: (limit: number) => Promise<TopReferrer[]>
  /** Issue 36's webhook: deliveries given up on. */
  failedDeliveries?: () => Promise<FailedDelivery[]>
  /** Issue 43's ceiling on outgoing mail: what it holds back as of a time. */
  heldMail?: (now: Date) => Promise<HeldMail | null>
}

/**
 * The slots filled from the database: the best referrers (by the referral bonus the content
 * has now) always, the deliveries given up on only where a webhook is set up, and the mail held
 * back by WAITLIST_MAIL_PER_HOUR where it is given.
 */
export function dashboardSlots(
  db: Queryable,
  setting: { referralBonus: () => number; webhook: boolean; mailPerHour?: number },
): DashboardSlots {
  const { mailPerHour } = setting
  return {
    topReferrers: (limit) => topReferrers(db, limit, setting.referralBonus()),
    ...(setting.webhook ? { failedDeliveries: () => failedDeliveries(db) } : {}),
    ...(mailPerHour ? { heldMail: (now: Date) => mailHeldBack(db, mailPerHour, now) } : {}),
  }
}

const FLAGGED = sql.raw(FLAGS.join(' OR '))
/** A row's source as the dashboard counts it (see counts). */
const SOURCE = sql`CASE WHEN referred_by IS NOT NULL THEN ${sql.lit(REFERRAL)} ELSE source END`

/** A row of the counts: one breakdown's group (`grouped` says which), or the totals. */
type CountsRow = {
  grouped: number
  /** The day in the owner's zone, `YYYY-MM-DD`. */
  day: string | null
  /** The first unflagged sign-up's day, in the totals' row. */
  first_day: string | null
  source: string | null
  match: string | null
  user_type: string | null
  joined: number
  confirmed: number
  flagged: number
  honeypot_filled: number
  submitted_too_fast: number
  disposable_domain: number
}

// One pass over the table: each grouping set is one breakdown, `grouped` says which
// (grouping()'s bits: 1 for each of day, source, match, user_type left out). A day is the
// calendar day in the owner's zone (as text: a `date` would come back as a Date in the server's
// zone); `source` is worked out when a row is written (migration 0007), except that a sign-up by
// a personal link (`referred_by`) is a referral: its link carries no UTM tags and its referrer is
// whichever app the link was opened in.
const counts = (timeZone: string) => sql<CountsRow>`WITH signup AS (
    SELECT ${FLAGGED} AS flagged, honeypot_filled, submitted_too_fast, disposable_domain,
      confirmed_at IS NOT NULL AS confirmed,
      (received_at AT TIME ZONE ${timeZone})::date::text AS day,
      ${SOURCE} AS source,
      quiz_match AS match, COALESCE(fields->>'userType', '') AS user_type
    FROM waitlist_signups)
  SELECT grouping(day, source, match, user_type) AS grouped, day, source, match, user_type,
    min(day) FILTER (WHERE NOT flagged) AS first_day,
    count(*) FILTER (WHERE NOT flagged)::int AS joined,
    count(*) FILTER (WHERE NOT flagged AND confirmed)::int AS confirmed,
    count(*) FILTER (WHERE flagged)::int AS flagged,
    count(*) FILTER (WHERE honeypot_filled)::int AS honeypot_filled,
    count(*) FILTER (WHERE submitted_too_fast)::int AS submitted_too_fast,
    count(*) FILTER (WHERE disposable_domain)::int AS disposable_domain
  FROM signup
  GROUP BY GROUPING SETS ((), (day), (source), (match), (user_type))`

const EVERYTHING = 0b1111
const BY_DAY = 0b0111
const BY_SOURCE = 0b1011
const BY_MATCH = 0b1101
const BY_USER_TYPE = 0b1110

const LINE_COLUMNS = sql`received_at, COALESCE(fields->>'name', '') AS name, email,
  COALESCE(fields->>'userType', '') AS user_type,
  ${SOURCE} AS source, quiz_match,
  confirmed_at IS NOT NULL AS confirmed, honeypot_filled, submitted_too_fast, disposable_domain`

// The newest unflagged and the newest flagged sign-ups, each the top of its own sort.
const NEWEST = sql<LineRow>`(SELECT ${LINE_COLUMNS}, false AS flagged FROM waitlist_signups
    WHERE NOT (${FLAGGED}) ORDER BY received_at DESC, email DESC LIMIT ${sql.lit(NEWEST_LISTED)})
  UNION ALL
  (SELECT ${LINE_COLUMNS}, true AS flagged FROM waitlist_signups
    WHERE ${FLAGGED} ORDER BY received_at DESC, email DESC LIMIT ${sql.lit(NEWEST_LISTED)})`

type LineRow = {
  received_at: Date
  name: string
  email: string
  user_type: string
  source: string
  quiz_match: string | null
  confirmed: boolean
  honeypot_filled: boolean
  submitted_too_fast: boolean
  disposable_domain: boolean
  flagged: boolean
}

const mostFirst = <Row extends { count: number }>(rows: Row[]) =>
  rows.filter((row) => row.count > 0).sort((a, b) => b.count - a.count)

/** The names the dashboard gives keys by: the massages' and the userType field's options'. */
export function dashboardNames(content: Pick<Content, 'recommendations' | 'forms'>) {
  const massages = new Map(
    content.recommendations.recommendations.map((massage) => [massage.key, massage.name]),
  )
  const userTypeField = content.forms.waitlist.fields.find((field) => field.name === 'userType')
  const userTypes = new Map(
    (userTypeField?.options ?? []).map((option) => [option.value, option.label]),
  )
  return {
    massage: (key: string) => massages.get(key) ?? key,
    userType: (value: string) => userTypes.get(value) ?? value,
  }
}
export type DashboardNames = ReturnType<typeof dashboardNames>

/** The days the chart spans: from the first sign-up's, within DAYS_CHARTED's bounds, to today. */
function daysCharted(firstDay: string | null, today: string) {
  const age = firstDay === null ? 1 : daysBetween(firstDay, today) + 1
  const length = Math.min(DAYS_CHARTED.most, Math.max(DAYS_CHARTED.least, age))
  return Array.from({ length }, (_, index) => daysAfter(today, index - length + 1))
}

/**
 * The dashboard's numbers as of `now`, days in the owner's `timeZone` (an IANA name the server
 * knows: owner-time-zone.ts), counted in SQL: one pass that groups the whole table
 * five ways, the two lists of newest sign-ups, and the count of those who left. No row is
 * loaded into this process except the listed ones.
 */
export async function dashboardStatsOf(
  db: Queryable,
  names: DashboardNames,
  now: Date,
  slots: DashboardSlots = {},
  timeZone = UTC,
): Promise<DashboardStats> {
  const today = dayIn(now, timeZone)
  const monday = mondayOf(today)
  const grouped = (await counts(timeZone).execute(db)).rows
  const lines = (await NEWEST.execute(db)).rows
  const { left } = await db
    .selectFrom('waitlist_departures')
    .select(sql<number>`count(*)::int`.as('left'))
    .executeTakeFirstOrThrow()

  const set = (grouping: number) => grouped.filter((row) => row.grouped === grouping)
  // The empty grouping set has its row even when the table is empty.
  const all = set(EVERYTHING)[0]
  if (!all) throw new Error('The database gave no totals')
  const byDay = new Map(set(BY_DAY).map((row) => [row.day, row]))
  const days = daysCharted(all.first_day, today).map((day) => {
    const row = byDay.get(day)
    return {
      day,
      confirmed: row?.confirmed ?? 0,
      unconfirmed: (row?.joined ?? 0) - (row?.confirmed ?? 0),
    }
  })
  /** Sign-ups from the day `from` to the day before `until`. */
  const joinedBetween = (from: string, until: string) =>
    set(BY_DAY)
      .filter(({ day }) => day !== null && day >= from && day < until)
      .reduce((sum, row) => sum + row.joined, 0)
  const lineOf = (row: LineRow): SignupLine => ({
    receivedAt: row.received_at.toISOString(),
    name: row.name,
    email: row.email,
    userType: row.user_type,
    source: row.source,
    match: row.quiz_match,
    confirmed: row.confirmed,
    flags: FLAGS.filter((name) => row[name]),
  })
  return {
    generatedAt: now.toISOString(),
    timeZone,
    totals: {
      joined: all.joined,
      confirmed: all.confirmed,
      confirmationRate: all.joined > 0 ? all.confirmed / all.joined : null,
      left,
      today: joinedBetween(today, daysAfter(today, 1)),
      yesterday: joinedBetween(daysAfter(today, -1), today),
      thisWeek: joinedBetween(monday, daysAfter(today, 1)),
      lastWeek: joinedBetween(daysAfter(monday, -7), monday),
    },
    days,
    sources: mostFirst(
      set(BY_SOURCE).map((row) => ({ source: row.source ?? DIRECT, count: row.joined })),
    ),
    matches: mostFirst(
      set(BY_MATCH).map((row) => ({
        match: row.match,
        name: row.match === null ? null : names.massage(row.match),
        count: row.joined,
      })),
    ),
    userTypes: mostFirst(
      set(BY_USER_TYPE).map((row) => {
        const userType = row.user_type ?? ''
        return {
          userType,
          label: userType ? names.userType(userType) : null,
          count: row.joined,
        }
      }),
    ),
    topReferrers: slots.topReferrers ? await slots.topReferrers(TOP_REFERRERS) : null,
    flagged: {
      total: all.flagged,
      byFlag: {
        honeypot_filled: all.honeypot_filled,
        submitted_too_fast: all.submitted_too_fast,
        disposable_domain: all.disposable_domain,
      },
      newest: lines.filter((row) => row.flagged).map(lineOf),
    },
    newest: lines.filter((row) => !row.flagged).map(lineOf),
    failedDeliveries: slots.failedDeliveries ? await slots.failedDeliveries() : null,
    heldMail: slots.heldMail ? await slots.heldMail(now) : null,
  }
}
