import { ADMIN_PATH } from '../paths.ts'
import { type Html, html } from '../waitlist/html.ts'
import { table } from './dashboard-page.ts'
import { dropText, type FunnelRow, funnelChart } from './funnel-chart.ts'
import { FUNNEL_COPY } from './funnel-copy.ts'
import { FUNNEL_PERIODS, type FunnelStats } from './funnel-stats.ts'

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

function option(value: string, label: string, chosen: string | undefined): Html {
  return html`<option value="${value}"${value === (chosen ?? '') ? html` selected` : ''}>${label}</option>`
}

/** The filters: a form that GETs the dashboard again, so it works without the page's script. */
function filters({ query, sources }: FunnelStats): Html {
  const offered =
    query.source && !sources.includes(query.source) ? [query.source, ...sources] : sources
  return html`<form class="filters" method="get" action="${ADMIN_PATH}" aria-label="${text.legend}">
<div><label for="funnel-period">${text.period}</label>
<select id="funnel-period" name="period">${FUNNEL_PERIODS.map((period) => option(period, text.periods[period], query.period))}</select></div>
<div><label for="funnel-source">${text.source}</label>
<select id="funnel-source" name="source">${option('', text.every, query.source)}${offered.map((source) => option(source, source, query.source))}</select></div>
<div><label for="funnel-device">${text.device}</label>
<select id="funnel-device" name="device">${option('', text.every, query.device)}${option('phone', text.devices.phone, query.device)}${option('larger', text.devices.larger, query.device)}</select></div>
<div><button class="button" id="funnel-show" type="submit">${text.show}</button></div>
</form>`
}

/**
 * The dashboard's funnel (issue 48): the filters, a chart of each step's visitors and drop, and a
 * table of the same numbers for screen readers and keyboards.
 */
export function funnelSection(stats: FunnelStats): Html {
  const rows = funnelRows(stats.steps)
  const visits = stats.steps[0]?.visitors ?? 0
  const body =
    visits === 0
      ? html`<p>${copy.empty}</p>`
      : html`<div class="chart" id="funnel-chart">${funnelChart(rows)}</div>
${table(
  copy.table.caption,
  [
    { label: copy.table.step },
    { label: copy.table.visitors, number: true },
    { label: copy.table.drop, number: true },
    { label: copy.table.ofVisits, number: true },
  ],
  rows.map((row) => [
    row.label,
    row.visitors,
    dropText(row.drop),
    `${((row.visitors / visits) * 100).toFixed(1)}%`,
  ]),
  'funnel-table',
)}`
  return html`<section aria-labelledby="funnel-heading" id="funnel">
<h2 id="funnel-heading">${copy.heading}</h2>
<p class="note">${copy.intro}</p>
${filters(stats)}
${body}
${stats.query.device ? html`<p class="note">${copy.noConfirmedByDevice}</p>` : ''}
</section>`
}
