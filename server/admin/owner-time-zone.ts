import { z } from 'zod'

export const UTC = 'UTC'
/** The zones this server's Intl knows (IANA names), and UTC, which some runtimes leave out. */
const KNOWN = new Set([UTC, ...Intl.supportedValuesOf('timeZone')])

/**
 * The zone the dashboard counts days and shows times in: the owner's browser's, as its sign-in
 * page said it (browser/owner-time-zone.ts), else UTC. `said` is why: the browser's zone, none
 * (no script ran), or a name this server does not know.
 */
export const ownerZone = z.object({
  timeZone: z.string(),
  said: z.enum(['browser', 'none', 'unknown']),
  /** What the browser said, when it was not a zone this server knows. */
  given: z.string().optional(),
})
export type OwnerZone = z.infer<typeof ownerZone>

/** The sign-in form's hidden field its script fills with the browser's zone. */
export const ZONE_FIELD = 'timeZone'
/** The longest zone name kept: IANA's are far shorter. */
export const ZONE_NAME_MAX = 64

export function ownerZoneOf(given: string | undefined): OwnerZone {
  const name = given?.trim().slice(0, ZONE_NAME_MAX) ?? ''
  if (!name) return { timeZone: UTC, said: 'none' }
  if (KNOWN.has(name)) return { timeZone: name, said: 'browser' }
  return { timeZone: UTC, said: 'unknown', given: name }
}

const parts = (time: Date, timeZone: string) => {
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
  const part = Object.fromEntries(
    format.formatToParts(time).map(({ type, value }) => [type, value]),
  )
  return {
    date: `${part.year}-${part.month}-${part.day}`,
    minute: `${part.hour}:${part.minute}`,
  }
}

/** The calendar day `time` falls on in `timeZone`: `2026-03-02`. */
export const dayIn = (time: Date, timeZone: string) => parts(time, timeZone).date
/** The time of day, to the minute, in `timeZone`: `10:42`. */
export const minuteIn = (time: Date, timeZone: string) => parts(time, timeZone).minute
/** The day and the minute, in `timeZone`: `2026-03-02 10:42`. */
export const timeIn = (time: Date, timeZone: string) => {
  const { date, minute } = parts(time, timeZone)
  return `${date} ${minute}`
}

const DAY_MS = 24 * 60 * 60_000
/** A calendar day `count` days after `day` (before, when negative): days as `YYYY-MM-DD`. */
export const daysAfter = (day: string, count: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10)
/** Whole days from `from` to `to`. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS)
/** The Monday of the week `day` is in. */
export const mondayOf = (day: string) =>
  daysAfter(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7))
