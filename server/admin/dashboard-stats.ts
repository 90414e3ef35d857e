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

/** The days the sign-ups chart covers, today included. */
export const DAYS_CHARTED = 90
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
 * `flagged.total` is the number of rows in the export. Days are UTC days, by `received_at`.
 */
export const dashboardStats = z.object({
  generatedAt: z.string(),
  totals: z.object({
    joined: z.number(),
    confirmed: z.number(),
    /** confirmed / joined; null while nobody joined. */
    confirmationRate: z.number().nullable(),
    /** Addresses that left the list (decision 0026): not in the export, which has no row for them. */
    left: z.number(),
    today: z.number(),
    /** Since Monday (UTC). */
    thisWeek: z.number(),
  }),
  /** The last DAYS_CHARTED days, oldest first, each day there even when nobody joined. */
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
  day: number | null
  source: string | null
  match: string | null
  user_type: string | null
  joined: number
  confirmed: number
  today: number
  this_week: number
  flagged: number
  honeypot_filled: number
  submitted_too_fast: number
  disposable_domain: number
}

// One pass over the table: each grouping set is one breakdown, `grouped` says which
// (grouping()'s bits: 1 for each of day, source, match, user_type left out). A day is counted
// from the first day charted; `source` is worked out when a row is written (migration 0007),
// except that a sign-up by a personal link (`referred_by`) is a referral: its link carries no UTM
// tags and its referrer is whichever app the link was opened in.
const counts = (firstCharted: Date, today: Date, monday: Date) => sql<CountsRow>`WITH signup AS (
    SELECT ${FLAGGED} AS flagged, honeypot_filled, submitted_too_fast, disposable_domain,
      confirmed_at IS NOT NULL AS confirmed, received_at,
      CASE WHEN received_at >= ${firstCharted}::timestamptz
        THEN floor(extract(epoch FROM received_at - ${firstCharted}::timestamptz) / 86400)::int END AS day,
      ${SOURCE} AS source,
      quiz_match AS match, COALESCE(fields->>'userType', '') AS user_type
    FROM waitlist_signups)
  SELECT grouping(day, source, match, user_type) AS grouped, day, source, match, user_type,
    count(*) FILTER (WHERE NOT flagged)::int AS joined,
    count(*) FILTER (WHERE NOT flagged AND confirmed)::int AS confirmed,
    count(*) FILTER (WHERE NOT flagged AND received_at >= ${today}::timestamptz)::int AS today,
    count(*) FILTER (WHERE NOT flagged AND received_at >= ${monday}::timestamptz)::int AS this_week,
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

const DAY_MS = 24 * 60 * 60_000
const utcDayOf = (time: Date) => new Date(Math.floor(time.getTime() / DAY_MS) * DAY_MS)
const dayKey = (day: Date) => day.toISOString().slice(0, 10)
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

/**
 * The dashboard's numbers as of `now`, counted in SQL: one pass that groups the whole table
 * five ways, the two lists of newest sign-ups, and the count of those who left. No row is
 * loaded into this process except the listed ones.
 */
export async function dashboardStatsOf(
  db: Queryable,
  names: DashboardNames,
  now: Date,
  slots: DashboardSlots = {},
): Promise<DashboardStats> {
  const today = utcDayOf(now)
  const firstCharted = new Date(today.getTime() - (DAYS_CHARTED - 1) * DAY_MS)
  // Monday: getUTCDay() is 0 on Sunday.
  const monday = new Date(today.getTime() - ((today.getUTCDay() + 6) % 7) * DAY_MS)
  const grouped = (await counts(firstCharted, today, monday).execute(db)).rows
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
  const days = Array.from({ length: DAYS_CHARTED }, (_, index) => {
    const row = byDay.get(index)
    return {
      day: dayKey(new Date(firstCharted.getTime() + index * DAY_MS)),
      confirmed: row?.confirmed ?? 0,
      unconfirmed: (row?.joined ?? 0) - (row?.confirmed ?? 0),
    }
  })
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
    totals: {
      joined: all.joined,
      confirmed: all.confirmed,
      confirmationRate: all.joined > 0 ? all.confirmed / all.joined : null,
      left,
      today: all.today,
      thisWeek: all.this_week,
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
