import * as Plot from '@observablehq/plot'
import { parseHTML } from 'linkedom'
import type { DashboardStats } from './dashboard-stats.ts'

/** The brand's colours (src/styles.css): sage for what is confirmed, clay for what is not. */
export const CHART_COLOURS = { confirmed: '#2f5d50', unconfirmed: '#c7774f', bar: '#2f5d50' }

/**
 * A chart's SVG markup, drawn on the server by Observable Plot in a DOM of linkedom's: the page
 * needs no script to show it. Plot's own style block is left out (the page's stylesheet has its
 * rules), so the page's CSP allows one style and no inline one. Hidden from screen readers: a
 * table beside each chart says the same.
 */
export function svgOf(draw: (document: Document) => SVGSVGElement | HTMLElement): string {
  const { document } = parseHTML('<!doctype html><html><body></body></html>')
  const chart = draw(document)
  for (const style of chart.querySelectorAll('style')) style.remove()
  chart.setAttribute('aria-hidden', 'true')
  chart.setAttribute('focusable', 'false')
  return chart.outerHTML
}

type Days = DashboardStats['days']

/** As many ticks as there are whole numbers up to `most` (six at most): no tick between two. */
const wholeTicks = (most: number) => Math.max(1, Math.min(most, 6))

/** Sign-ups per day, confirmed and unconfirmed stacked. */
export function dailyChart(days: Days, labels: { confirmed: string; unconfirmed: string }): string {
  const rows = days.flatMap(({ day, confirmed, unconfirmed }) => [
    { date: new Date(`${day}T00:00:00Z`), status: labels.confirmed, count: confirmed },
    { date: new Date(`${day}T00:00:00Z`), status: labels.unconfirmed, count: unconfirmed },
  ])
  const most = Math.max(...days.map((day) => day.confirmed + day.unconfirmed))
  return svgOf((document) =>
    Plot.plot({
      document,
      width: 1040,
      height: 280,
      marginLeft: 48,
      x: { type: 'utc', label: null },
      y: { grid: true, label: null, ticks: wholeTicks(most), tickFormat: 'd' },
      color: {
        domain: [labels.confirmed, labels.unconfirmed],
        range: [CHART_COLOURS.confirmed, CHART_COLOURS.unconfirmed],
      },
      marks: [
        Plot.rectY(rows, { x: 'date', interval: 'day', y: 'count', fill: 'status', inset: 0.5 }),
        Plot.ruleY([0]),
      ],
    }),
  )
}

/** One bar per label, longest first, as the breakdowns are listed (a long label cut short). */
export function barsChart(rows: readonly { label: string; count: number }[]): string {
  const most = Math.max(...rows.map((row) => row.count))
  return svgOf((document) =>
    Plot.plot({
      document,
      width: 360,
      height: 40 + 26 * rows.length,
      marginLeft: 140,
      x: { grid: true, label: null, ticks: wholeTicks(most), tickFormat: 'd' },
      y: {
        label: null,
        domain: rows.map((row) => row.label),
        tickFormat: (label: string) => (label.length > 22 ? `${label.slice(0, 21)}…` : label),
      },
      marks: [
        Plot.barX(rows, { x: 'count', y: 'label', fill: CHART_COLOURS.bar }),
        Plot.ruleX([0]),
      ],
    }),
  )
}
