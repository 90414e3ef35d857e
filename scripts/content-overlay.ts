// Runs in the browser, on the dev server only: each content module imports it instead of serving
// broken content (scripts/vite-content-plugin.ts).

import { freshHost, lineWithEditorLink } from './dev-page.ts'

const HOST_ID = 'restwell-content-report'

const STYLE = `
  :host { all: initial; position: fixed; inset: 0; z-index: 2147483647; overflow: auto;
    background: rgb(0 0 0 / 0.6); font: 15px/1.6 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
  pre { box-sizing: border-box; max-width: min(72rem, 94vw); margin: 6vh auto; padding: 1.5rem 2rem;
    background: #fffdf8; color: #1f1b16; border-top: 8px solid #c2410c; border-radius: 8px;
    white-space: pre-wrap; overflow-wrap: anywhere; font: inherit; }
  button { all: unset; color: #9a3412; text-decoration: underline; cursor: pointer; }
  button:focus-visible { outline: 2px solid #9a3412; outline-offset: 2px; }
`

/** Shows the content report over the page, in place of any earlier one. */
export function showContentReport(report: string): void {
  const { host, shadow } = freshHost(HOST_ID, STYLE)
  const text = document.createElement('pre')
  text.setAttribute('role', 'alert')
  report.split('\n').forEach((line, index) => {
    if (index > 0) text.append('\n')
    text.append(...lineWithEditorLink(line))
  })
  shadow.append(text)
  document.body.append(host)
}
