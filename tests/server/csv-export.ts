import { expect } from 'vitest'
import { EXPORT_PATH } from '../../server/paths.ts'
import { ADMIN_TOKEN, type TestServer } from './test-servers.ts'

/**
 * The cells of a CSV in which every cell is quoted (csv.ts): rows end at a line break outside
 * quotes, and `""` inside a cell is one quote.
 */
function csvCells(csv: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  for (const [, cell = '', end] of csv.matchAll(/"((?:[^"]|"")*)"(,|\r\n|$)/g)) {
    row.push(cell.replaceAll('""', '"'))
    if (end !== ',') {
      rows.push(row)
      row = []
    }
  }
  return rows
}

/** The owner's CSV export (the admin token), one record per sign-up keyed by its header. */
export async function exportedRows(server: TestServer): Promise<Record<string, string>[]> {
  const response = await fetch(`${server.url}${EXPORT_PATH}`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  })
  expect(response.status).toBe(200)
  const [header = [], ...rows] = csvCells(await response.text())
  return rows.map((cells) => Object.fromEntries(header.map((name, at) => [name, cells[at] ?? ''])))
}
