import type { ReactNode } from 'react'
import { ADMIN_COPY } from '../admin/admin-copy.ts'
import { barsChart, dailyChart } from '../admin/dashboard-charts.ts'
import {
  type DashboardNames,
  type DashboardStats,
  FLAGS,
  type SignupLine,
} from '../admin/dashboard-stats.ts'
import { Chart, DashboardTable, Panel } from './dashboard-table.tsx'

const copy = ADMIN_COPY
const number = (count: number) => count.toLocaleString('en')
const percent = (share: number) => `${(share * 100).toFixed(1)}%`
const utcTime = (iso: string) => iso.slice(0, 16).replace('T', ' ')
const NOTE = 'text-[0.9rem] text-ink-soft'

/** What every section of the dashboard is given. */
export type SectionProps = { stats: DashboardStats; names: DashboardNames }

export function Totals({ stats }: SectionProps) {
  const { totals: numbers } = stats
  const items = [
    [copy.totals.joined, number(numbers.joined)],
    [copy.totals.confirmed, number(numbers.confirmed)],
    [
      copy.totals.rate,
      numbers.confirmationRate === null ? copy.totals.noRate : percent(numbers.confirmationRate),
    ],
    [copy.totals.today, number(numbers.today)],
    [copy.totals.thisWeek, number(numbers.thisWeek)],
    [copy.totals.left, number(numbers.left)],
  ]
  return (
    <Panel id="totals" heading={copy.totals.heading}>
      <dl className="grid grid-cols-[repeat(auto-fit,minmax(min(9rem,100%),1fr))] gap-3">
        {items.map(([term, value]) => (
          <div key={term} className="rounded-xl bg-sage-50 px-4 py-3">
            <dt className="text-[0.9rem] text-ink-soft">{term}</dt>
            <dd className="font-display text-3xl font-medium text-sage-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className={`mt-3 ${NOTE}`}>{copy.totals.note}</p>
    </Panel>
  )
}

export function Days({ stats }: SectionProps) {
  const text = copy.days
  const rows = [...stats.days]
    .reverse()
    .map((day) => [day.day, day.confirmed, day.unconfirmed, day.confirmed + day.unconfirmed])
  const swatch = 'mr-1.5 inline-block size-3.5 rounded-sm align-[-0.1rem]'
  return (
    <Panel id="days" heading={text.heading}>
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
          caption={text.heading}
          columns={[
            { label: text.day },
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

/** A breakdown: a bar chart and, beside it, the same numbers with each one's share. */
function Breakdown(props: {
  id: string
  heading: string
  column: string
  rows: readonly { label: string; count: number }[]
  joined: number
  intro?: string
}) {
  const { id, heading, column, rows, joined, intro } = props
  return (
    <Panel id={id} heading={heading}>
      {intro && <p className={`mb-3 ${NOTE}`}>{intro}</p>}
      {rows.length === 0 ? (
        <p>{copy.breakdown.empty}</p>
      ) : (
        <>
          <Chart svg={barsChart(rows)} />
          <DashboardTable
            caption={heading}
            columns={[
              { label: column },
              { label: copy.breakdown.count, number: true },
              { label: copy.breakdown.share, number: true },
            ]}
            rows={rows.map((row) => [row.label, row.count, percent(row.count / joined)])}
            id={`${id}-table`}
          />
        </>
      )}
    </Panel>
  )
}

export const Sources = ({ stats }: SectionProps) => (
  <Breakdown
    id="sources"
    heading={copy.sources.heading}
    column={copy.sources.column}
    rows={stats.sources.map((row) => ({ label: row.source, count: row.count }))}
    joined={stats.totals.joined}
    intro={copy.sources.intro}
  />
)

export const Matches = ({ stats }: SectionProps) => (
  <Breakdown
    id="matches"
    heading={copy.matches.heading}
    column={copy.matches.column}
    rows={stats.matches.map((row) => ({ label: row.name ?? copy.matches.none, count: row.count }))}
    joined={stats.totals.joined}
  />
)

export const UserTypes = ({ stats }: SectionProps) => (
  <Breakdown
    id="user-types"
    heading={copy.userTypes.heading}
    column={copy.userTypes.column}
    rows={stats.userTypes.map((row) => ({
      label: row.label ?? copy.userTypes.none,
      count: row.count,
    }))}
    joined={stats.totals.joined}
  />
)

/**
 * A panel fed by a slot another part fills (decision 0033): its "not yet" while that part is off,
 * `none` for no rows, else its table.
 */
function SlotPanel<Row>(props: {
  id: string
  text: { heading: string; notYet: string }
  none: string
  rows: readonly Row[] | null
  table: (rows: readonly Row[]) => ReactNode
}) {
  const { id, text, none, rows, table } = props
  return (
    <Panel id={id} heading={text.heading}>
      {rows === null ? <p>{text.notYet}</p> : rows.length === 0 ? <p>{none}</p> : table(rows)}
    </Panel>
  )
}

export function TopReferrers({ stats }: SectionProps) {
  const text = copy.topReferrers
  return (
    <SlotPanel
      id="top-referrers"
      text={text}
      none={copy.breakdown.empty}
      rows={stats.topReferrers}
      table={(rows) => (
        <DashboardTable
          caption={text.heading}
          columns={[
            { label: text.column },
            { label: text.code },
            { label: text.referrals, number: true },
            { label: text.position, number: true },
          ]}
          rows={rows.map((row) => [
            row.name ? `${row.name} <${row.email}>` : row.email,
            row.referralCode ?? '',
            row.referrals,
            row.position,
          ])}
          id="referrers-table"
        />
      )}
    />
  )
}

function SignupsTable(props: {
  lines: readonly SignupLine[]
  names: DashboardNames
  caption: string
  id: string
}) {
  const { lines, names, caption, id } = props
  const text = copy.newest
  const columns = [
    text.received,
    text.name,
    text.email,
    text.userType,
    text.source,
    text.match,
    text.confirmed,
    copy.flagged.reason,
  ].map((label) => ({ label }))
  const rows = lines.map((line) => [
    utcTime(line.receivedAt),
    line.name,
    line.email,
    line.userType ? names.userType(line.userType) : '',
    line.source,
    line.match ? names.massage(line.match) : '',
    line.confirmed ? text.yes : text.no,
    line.flags.map((flag) => copy.flagged.why[flag]).join('; '),
  ])
  return <DashboardTable caption={caption} columns={columns} rows={rows} id={id} />
}

export const Newest = ({ stats, names }: SectionProps) => (
  <Panel id="newest" heading={copy.newest.heading}>
    <SignupsTable
      lines={stats.newest}
      names={names}
      caption={copy.newest.heading}
      id="newest-table"
    />
  </Panel>
)

export function Flagged({ stats, names }: SectionProps) {
  const text = copy.flagged
  const reasons = FLAGS.map((flag) => [text.why[flag], stats.flagged.byFlag[flag] ?? 0] as const)
  return (
    <Panel id="flagged" heading={text.heading}>
      <p className="mb-3">{text.intro(stats.flagged.total)}</p>
      <DashboardTable
        caption={text.heading}
        columns={[{ label: text.reason }, { label: copy.breakdown.count, number: true }]}
        rows={reasons}
        id="flagged-reasons"
      />
      {stats.flagged.newest.length > 0 && (
        <SignupsTable
          lines={stats.flagged.newest}
          names={names}
          caption={text.heading}
          id="flagged-table"
        />
      )}
    </Panel>
  )
}

export function FailedDeliveries({ stats }: SectionProps) {
  const text = copy.failedDeliveries
  return (
    <SlotPanel
      id="failed-deliveries"
      text={text}
      none={text.none}
      rows={stats.failedDeliveries}
      table={(rows) => (
        <DashboardTable
          caption={text.heading}
          columns={[
            { label: text.webhookId },
            { label: text.event },
            { label: text.email },
            { label: text.attempts, number: true },
            { label: text.failedAt },
            { label: text.error },
          ]}
          rows={rows.map((row) => [
            row.message_id,
            row.event_type,
            row.email,
            row.attempts,
            utcTime(row.failed_at.toISOString()),
            row.last_error ?? '',
          ])}
          id="deliveries-table"
        />
      )}
    />
  )
}
