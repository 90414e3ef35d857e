// What the benches share: a measurement tried again when it fails, medians, and the tables they
// print (Markdown, ready to paste into docs/measuring.md).
import { mkdirSync, writeFileSync } from 'node:fs'
import { markdownTable } from 'markdown-table'
import pRetry from 'p-retry'
import { median } from 'simple-statistics'

/** A measure's target: a value at most, or exactly, this. */
export type Target = { atMost: number } | { exactly: number }

/** Each run's measures, by the name of the row they are printed in. */
export type Measures = Record<string, number>

const targetText = (target: Target) =>
  'atMost' in target ? `≤ ${target.atMost}` : `${target.exactly}`
const meets = (value: number, target: Target) =>
  'atMost' in target ? value <= target.atMost : value === target.exactly

/** A Markdown table under a title. */
export function printTable(title: string, header: string[], rows: (number | string)[][]): void {
  console.log(`\n${title}\n`)
  console.log(markdownTable([header, ...rows.map((row) => row.map(String))]))
}

/**
 * The median of each measure over the runs, each run's value beside it, and its target if it has
 * one. A measure no run has (NaN in every run) is left out.
 */
export function printMedians(title: string, runs: Measures[], targets: Record<string, Target>) {
  const rows = Object.keys(runs[0] ?? {}).flatMap((measure) => {
    const values = runs.map((run) => run[measure] ?? Number.NaN)
    const measured = values.filter((value) => !Number.isNaN(value))
    if (!measured.length) return []
    const middle = Number(median(measured).toFixed(3))
    const target = targets[measure]
    const met = target ? (meets(middle, target) ? 'yes' : 'NO') : '-'
    return [[measure, middle, values.join(', '), target ? targetText(target) : '-', met]]
  })
  printTable(title, ['measure', 'median', 'each run', 'target', 'met'], rows)
}

/**
 * `runs` runs of a measurement, one after the other. A run that failed (Lighthouse saw no paint,
 * a page did not answer in time) measured nothing: left in, it would make a median of numbers and
 * a blank. It is run again, twice at most.
 */
export async function measureRuns<Measured>(runs: number, measure: () => Promise<Measured>) {
  const measured: Measured[] = []
  for (let run = 0; run < runs; run++)
    measured.push(
      await pRetry(measure, {
        retries: 2,
        minTimeout: 0,
        onFailedAttempt: ({ error }) => console.warn(`  ${error.message}; running it again`),
      }),
    )
  return measured
}

/** Writes a bench's results under reports/, every run included. */
export function writeReport(file: string, report: object): void {
  mkdirSync('reports', { recursive: true })
  writeFileSync(`reports/${file}`, `${JSON.stringify(report, null, 2)}\n`)
  console.log(`\nWrote reports/${file}`)
}
