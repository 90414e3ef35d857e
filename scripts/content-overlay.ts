// Runs in the browser, on the dev server only: each content module imports it instead of serving
// broken content (scripts/vite-content-plugin.ts).

const HOST_ID = 'restwell-content-report'
/** A problem line starts with where to go: `/abs/path/schemas/content/site.json:4:23`. */
const LOCATION = /^(.+?\.json:\d+:\d+)(.*)$/

const STYLE = `
  :host { all: initial; position: fixed; inset: 0; z-index: 2147483647; overflow: auto;
    background: rgb(0 0 0 / 0.6); font: 15px/1.6 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
  pre { box-sizing: border-box; max-width: min(72rem, 94vw); margin: 6vh auto; padding: 1.5rem 2rem;
    background: #fffdf8; color: #1f1b16; border-top: 8px solid #c2410c; border-radius: 8px;
    white-space: pre-wrap; overflow-wrap: anywhere; font: inherit; }
  button { all: unset; color: #9a3412; text-decoration: underline; cursor: pointer; }
  button:focus-visible { outline: 2px solid #9a3412; outline-offset: 2px; }
`

function openInEditor(location: string) {
  void fetch(`${import.meta.env.BASE_URL}__open-in-editor?file=${encodeURIComponent(location)}`)
}

function lineNodes(line: string): (Node | string)[] {
  const [, location, rest = ''] = LOCATION.exec(line) ?? []
  if (location === undefined) return [line]
  const link = document.createElement('button')
  link.type = 'button'
  link.title = 'Open in your editor'
  link.textContent = location
  link.addEventListener('click', () => openInEditor(location))
  return [link, rest]
}

/** Shows the content report over the page, in place of any earlier one. */
export function showContentReport(report: string): void {
  document.getElementById(HOST_ID)?.remove()
  const host = document.createElement('div')
  host.id = HOST_ID
  const style = document.createElement('style')
  style.textContent = STYLE
  const text = document.createElement('pre')
  text.setAttribute('role', 'alert')
  report.split('\n').forEach((line, index) => {
    if (index > 0) text.append('\n')
    text.append(...lineNodes(line))
  })
  host.attachShadow({ mode: 'open' }).append(style, text)
  document.body.append(host)
}
