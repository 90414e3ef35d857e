/** Text made safe to place in HTML, in an element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

/** Markup already made safe: `html` places it as it is. */
export class Html {
  constructor(readonly text: string) {}
}

function piece(value: unknown): string {
  if (value instanceof Html) return value.text
  if (Array.isArray(value)) return value.map(piece).join('')
  if (value === undefined || value === null || value === false) return ''
  return escapeHtml(String(value))
}

/** An HTML template: every value placed in it is escaped, unless it is `Html` already. */
export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  return new Html(
    strings
      .map((part, index) => part + (index < values.length ? piece(values[index]) : ''))
      .join(''),
  )
}
