import type { ReactNode } from 'react'

type DocumentProps = {
  /** Which page the document shows (shownPage in src/router.tsx), stamped on #root. */
  page: string
  /** The prerendered head: the page's start-up, styles and policy. Only the prerenderer has it. */
  head?: ReactNode
  /** What follows the app in the prerendered body (the held-offline note, the router's data). */
  afterApp?: ReactNode
  children: ReactNode
}

/**
 * The whole page, as React renders it at build time (src/entry-server.tsx) and hydrates it in the
 * browser (src/start.tsx). The browser renders the same document without the parts only the
 * prerenderer has: React 19 leaves what it finds in <head> and <body> and does not render
 * itself in place, and the page's <title> and <meta> tags, rendered by each page, go to <head>
 * (React's own hoisting). `<html>` is marked before the app runs (src/early-input.ts).
 */
export function Document({ page, head, afterApp, children }: DocumentProps) {
  return (
    <html lang="en" suppressHydrationWarning>
      <head>{head}</head>
      <body>
        <div id="root" data-page={page}>
          {children}
        </div>
        {afterApp}
      </body>
    </html>
  )
}
