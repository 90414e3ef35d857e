import type { ReactNode } from 'react'
import { ADMIN_COPY } from '../admin/admin-copy.ts'
import { type DashboardNames, FLAGS, type SignupLine } from '../admin/dashboard-stats.ts'
import { timeIn } from '../admin/owner-time-zone.ts'
import type { SectionProps } from './dashboard-sections.tsx'
import { DashboardTable, Panel } from './dashboard-table.tsx'

const copy = ADMIN_COPY

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
  timeZone: string
}) {
  const { lines, names, caption, id, timeZone } = props
  const text = copy.newest
  const columns = [
    { label: text.received, nowrap: true },
    ...[
      text.name,
      text.email,
      text.userType,
      text.source,
      text.match,
      text.confirmed,
      copy.flagged.reason,
    ].map((label) => ({ label })),
  ]
  const rows = lines.map((line) => [
    timeIn(new Date(line.receivedAt), timeZone),
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
      timeZone={stats.timeZone}
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
          timeZone={stats.timeZone}
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
            { label: text.failedAt, nowrap: true },
            { label: text.error },
          ]}
          rows={rows.map((row) => [
            row.message_id,
            row.event_type,
            row.email,
            row.attempts,
            timeIn(row.failed_at, stats.timeZone),
            row.last_error ?? '',
          ])}
          id="deliveries-table"
        />
      )}
    />
  )
}
