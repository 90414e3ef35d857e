import type { ReactNode } from 'react'

const number = (count: number) => count.toLocaleString('en')

/** A table's column: numbers are right-aligned; `nowrap` keeps a day or a time on one line. */
export type Column = { label: string; number?: boolean; nowrap?: boolean }

/**
 * A table with a heading row, number columns right-aligned. Its caption is for screen readers
 * (the section's heading shows it); it scrolls sideways on a narrow screen, and so takes the
 * focus, to scroll by keyboard.
 */
export function DashboardTable({
  caption,
  columns,
  rows,
  id,
}: {
  caption: string
  columns: readonly Column[]
  rows: readonly (readonly (string | number)[])[]
  id: string
}) {
  const cell = 'border-b border-sand-200 px-2.5 py-1.5 align-top'
  const aligned = (index: number) =>
    `${cell} ${columns[index]?.number ? 'text-right tabular-nums' : 'text-left'}${columns[index]?.nowrap ? ' whitespace-nowrap' : ''}`
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways is scrolled by keyboard
    <section className="overflow-x-auto" id={id} tabIndex={0} aria-label={caption}>
      <table className="w-full border-collapse text-[0.92rem]">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={column.label} scope="col" className={`${aligned(index)} font-semibold`}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows in their order, never reordered
            <tr key={rowIndex}>
              {row.map((value, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells, in their columns' order
                <td key={index} className={aligned(index)}>
                  {typeof value === 'number' && columns[index]?.number ? number(value) : value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

/** A panel of the dashboard: a white card with its heading. */
export function Panel({
  id,
  heading,
  children,
}: {
  id: string
  heading: string
  children: ReactNode
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="min-w-0 rounded-card bg-white p-5 shadow-soft"
    >
      <h2 id={`${id}-heading`} className="mb-3 font-display text-xl font-medium">
        {heading}
      </h2>
      {children}
    </section>
  )
}

/** A chart: Plot's SVG, drawn on the server (admin/dashboard-charts.ts). */
export function Chart({ svg, id }: { svg: string; id?: string }) {
  return (
    <div
      id={id}
      className="chart [&_svg]:block [&_svg]:h-auto [&_svg]:max-w-full [&_svg]:overflow-visible [&_svg]:font-sans [&_svg]:text-xs [&_svg_text]:whitespace-pre"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: Plot's SVG, built with DOM calls and serialized by linkedom, which escapes every text in it
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  )
}
