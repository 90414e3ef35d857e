import { ADMIN_COPY } from '../admin/admin-copy.ts'
import { dailyChart } from '../admin/dashboard-charts.ts'
import type { DashboardNames, DashboardStats } from '../admin/dashboard-stats.ts'
import type { FunnelStats } from '../admin/funnel-stats.ts'
import { minuteIn, type OwnerZone } from '../admin/owner-time-zone.ts'
import { Chart, DashboardTable, Panel } from './dashboard-table.tsx'

const copy = ADMIN_COPY
const number = (count: number) => count.toLocaleString('en')
/** A share of the whole, as the dashboard writes it. */
export const percent = (share: number) => `${(share * 100).toFixed(1)}%`
/** A note under a panel's numbers. */
export const NOTE = 'text-[0.9rem] text-ink-soft'

/** What every section of the dashboard is given. */
export type SectionProps = {
  stats: DashboardStats
  names: DashboardNames
  /** The funnel the dashboard's query asks for; none when the server counts no funnel. */
  funnel?: FunnelStats
  /** The zone the days and times are in, and why (owner-time-zone.ts); UTC, unsaid, without. */
  zone?: OwnerZone
}

export function Totals({ stats }: SectionProps) {
  const { totals: numbers } = stats
  const text = copy.totals
  const items: [term: string, value: string, change?: string][] = [
    [text.today, number(numbers.today), text.onYesterday(numbers.today, numbers.yesterday)],
    [text.thisWeek, number(numbers.thisWeek), text.onLastWeek(numbers.thisWeek, numbers.lastWeek)],
    [text.joined, number(numbers.joined)],
    [text.confirmed, number(numbers.confirmed)],
    [
      text.rate,
      numbers.confirmationRate === null ? text.noRate : percent(numbers.confirmationRate),
    ],
    [text.left, number(numbers.left)],
  ]
  return (
    <Panel id="totals" heading={text.heading}>
      <dl className="grid grid-cols-[repeat(auto-fit,minmax(min(10rem,100%),1fr))] gap-3">
        {items.map(([term, value, change]) => (
          <div key={term} className="rounded-xl bg-sage-50 px-4 py-3">
            <dt className={NOTE}>{term}</dt>
            <dd className="font-display text-3xl font-medium text-sage-900">{value}</dd>
            {change && <dd className={NOTE}>{change}</dd>}
          </div>
        ))}
      </dl>
      <p className={`mt-3 ${NOTE}`}>{copy.totals.note}</p>
    </Panel>
  )
}

export function Days({ stats }: SectionProps) {
  const text = copy.days
  const heading = text.heading(stats.days.length)
  const rows = [...stats.days]
    .reverse()
    .map((day) => [day.day, day.confirmed, day.unconfirmed, day.confirmed + day.unconfirmed])
  const swatch = 'mr-1.5 inline-block size-3.5 rounded-sm align-[-0.1rem]'
  return (
    <Panel id="days" heading={heading}>
      <ul aria-hidden="true" className="mb-2 flex gap-4 text-[0.9rem]">
        <li>
          <span className={`${swatch} bg-sage-700`} />
          {text.confirmed}
        </li>
        <li>
          <span className={`${swatch} bg-clay-500`} />
          {text.unconfirmed}
        </li>
      </ul>
      <Chart id="days-chart" svg={dailyChart(stats.days, text)} />
      <details id="days-details" className="mt-3">
        <summary className="cursor-pointer font-semibold text-sage-800">
          {text.tableSummary}
        </summary>
        <DashboardTable
          caption={heading}
          columns={[
            { label: text.day, nowrap: true },
            { label: text.confirmed, number: true },
            { label: text.unconfirmed, number: true },
            { label: text.total, number: true },
          ]}
          rows={rows}
          id="days-table"
        />
      </details>
    </Panel>
  )
}

/** Said once, at the top, while the hourly ceiling on outgoing mail holds emails back. */
export function HeldMail({ stats }: SectionProps) {
  const held = stats.heldMail
  if (!held) return null
  const text = copy.heldMail
  const minute = (time: string) => minuteIn(new Date(time), stats.timeZone)
  const resumesAt = minute(held.resumesAt)
  return (
    <section
      id="held-mail"
      aria-labelledby="held-mail-heading"
      className="rounded-card border-l-[0.4rem] border-clay-500 bg-white p-5 shadow-soft"
    >
      <h2 id="held-mail-heading" className="mb-3 font-display text-xl font-medium">
        {text.heading(resumesAt)}
      </h2>
      <p>{text.body(held.perHour, minute(held.reachedAt), held.waiting, resumesAt)}</p>
      <p className={`mt-2 ${NOTE}`}>{text.raise}</p>
    </section>
  )
}
