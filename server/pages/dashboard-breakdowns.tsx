import { ADMIN_COPY } from '../admin/admin-copy.ts'
import { barsChart } from '../admin/dashboard-charts.ts'
import { NOTE, percent, type SectionProps } from './dashboard-sections.tsx'
import { Chart, DashboardTable, Panel } from './dashboard-table.tsx'

const copy = ADMIN_COPY

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
