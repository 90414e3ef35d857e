import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

/** A page component as the whole HTML document the server sends (decision 0059). */
export function renderPage(page: ReactElement): string {
  return `<!doctype html>${renderToStaticMarkup(page)}`
}
