import * as Plot from '@observablehq/plot'
import { CHART_COLOURS, svgOf } from './dashboard-charts.ts'

/** A step of the funnel as the chart and its table show it. */
export type FunnelRow = {
  label: string
  visitors: number
  /** The share lost since the step before; null for the first step, or after a step of none. */
  drop: number | null
}

export function dropText(drop: number | null): string {
  if (drop === null) return '–'
  const percent = `${(Math.abs(drop) * 100).toFixed(0)}%`
  if (percent === '0%') return percent
  return drop > 0 ? `−${percent}` : `+${percent}`
}

/**
 * The funnel, one bar per step from the top down, each with its visitors and its drop from the
 * step before written at its end; drawn by Observable Plot, as the dashboard's other charts.
 */
export function funnelChart(rows: readonly FunnelRow[]): string {
  const most = Math.max(1, ...rows.map((row) => row.visitors))
  return svgOf((document) =>
    Plot.plot({
      document,
      width: 1040,
      height: 36 + 30 * rows.length,
      marginLeft: 190,
      marginRight: 120,
      x: { grid: true, label: null, domain: [0, most], ticks: Math.min(most, 6), tickFormat: 'd' },
      y: { label: null, domain: rows.map((row) => row.label) },
      marks: [
        Plot.barX(rows, { x: 'visitors', y: 'label', fill: CHART_COLOURS.bar }),
        Plot.text(rows, {
          x: 'visitors',
          y: 'label',
          text: (row: FunnelRow) =>
            row.drop === null
              ? row.visitors.toLocaleString('en')
              : `${row.visitors.toLocaleString('en')}  ${dropText(row.drop)}`,
          textAnchor: 'start',
          dx: 6,
          fill: 'currentColor',
        }),
        Plot.ruleX([0]),
      ],
    }),
  )
}
