import { dropText, type FunnelRow, funnelChart } from '../admin/funnel-chart.ts'
import { FUNNEL_COPY } from '../admin/funnel-copy.ts'
import { FUNNEL_PERIODS, type FunnelStats } from '../admin/funnel-stats.ts'
import { ADMIN_PATH } from '../paths.ts'
import { NOTE, percent, type SectionProps } from './dashboard-sections.tsx'
import { Chart, DashboardTable, Panel } from './dashboard-table.tsx'
import { CONTROL, PRIMARY_BUTTON } from './page-parts.tsx'

const copy = FUNNEL_COPY
const text = copy.filters

/** Each step with its drop from the one before it. */
export function funnelRows(steps: FunnelStats['steps']): FunnelRow[] {
  return steps.map(({ step, visitors }, index) => {
    const before = steps[index - 1]?.visitors
    return {
      label: copy.stepLabel(step),
      visitors,
      drop: before === undefined || before === 0 ? null : 1 - visitors / before,
    }
  })
}

function Select({
  name,
  label,
  chosen,
  options,
}: {
  name: string
  label: string
  chosen: string | undefined
  options: readonly (readonly [value: string, label: string])[]
}) {
  return (
    <div>
      <label htmlFor={`funnel-${name}`} className={`mb-1 block ${NOTE}`}>
        {label}
      </label>
      <select
        id={`funnel-${name}`}
        name={name}
        defaultValue={chosen ?? ''}
        className={`${CONTROL} w-auto pr-10`}
      >
        {options.map(([value, optionLabel]) => (
          <option key={value} value={value}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  )
}

/** The filters: a form that GETs the dashboard again, so it works without the page's script. */
function Filters({ query, sources }: FunnelStats) {
  const offered =
    query.source && !sources.includes(query.source) ? [query.source, ...sources] : sources
  return (
    <form
      method="get"
      action={ADMIN_PATH}
      aria-label={text.legend}
      className="mb-4 flex flex-wrap items-end gap-x-4 gap-y-3"
    >
      <Select
        name="period"
        label={text.period}
        chosen={query.period}
        options={FUNNEL_PERIODS.map((period) => [period, text.periods[period]])}
      />
      <Select
        name="source"
        label={text.source}
        chosen={query.source}
        options={[['', text.every], ...offered.map((source): [string, string] => [source, source])]}
      />
      <Select
        name="device"
        label={text.device}
        chosen={query.device}
        options={[
          ['', text.every],
          ['phone', text.devices.phone],
          ['larger', text.devices.larger],
        ]}
      />
      <button className={PRIMARY_BUTTON} id="funnel-show" type="submit">
        {text.show}
      </button>
    </form>
  )
}

/**
 * The dashboard's funnel (issue 48): the filters, a chart of each step's visitors and drop, and a
 * table of the same numbers for screen readers and keyboards. Not shown without the funnel.
 */
export function Funnel({ funnel }: SectionProps) {
  if (!funnel) return null
  const rows = funnelRows(funnel.steps)
  const visits = funnel.steps[0]?.visitors ?? 0
  return (
    <Panel id="funnel" heading={copy.heading}>
      <p className={`mb-3 ${NOTE}`}>{copy.intro}</p>
      <Filters {...funnel} />
      {visits === 0 ? (
        <p>{copy.empty}</p>
      ) : (
        <>
          <Chart id="funnel-chart" svg={funnelChart(rows)} />
          <DashboardTable
            caption={copy.table.caption}
            columns={[
              { label: copy.table.step },
              { label: copy.table.visitors, number: true },
              { label: copy.table.drop, number: true },
              { label: copy.table.ofVisits, number: true },
            ]}
            rows={rows.map((row) => [
              row.label,
              row.visitors,
              dropText(row.drop),
              percent(row.visitors / visits),
            ])}
            id="funnel-table"
          />
        </>
      )}
      {funnel.query.device ? <p className={`mt-3 ${NOTE}`}>{copy.noConfirmedByDevice}</p> : null}
    </Panel>
  )
}
