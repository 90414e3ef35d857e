// Runs in the browser, on the dev server only: what its content report (content-overlay.ts) and
// notes strip (content-notes-strip.ts) share.

const LOCATION = /^(.+?\.json:\d+:\d+)(.*)$/

function openInEditor(location: string) {
  void fetch(`${import.meta.env.BASE_URL}__open-in-editor?file=${encodeURIComponent(location)}`)
}

/**
 * A line of a report or note, its leading `/abs/path/schemas/content/site.json:4:23` a button that
 * opens the file there in the maintainer's editor (Vite's /__open-in-editor).
 */
export function lineWithEditorLink(line: string): (Node | string)[] {
  const [, location, rest = ''] = LOCATION.exec(line) ?? []
  if (location === undefined) return [line]
  const link = document.createElement('button')
  link.type = 'button'
  link.title = 'Open in your editor'
  link.textContent = location
  link.addEventListener('click', () => openInEditor(location))
  return [link, rest]
}

/** A new element `id` on the page, in place of any earlier one, styled in a shadow root of its own. */
export function freshHost(id: string, css: string): { host: HTMLElement; shadow: ShadowRoot } {
  document.getElementById(id)?.remove()
  const host = document.createElement('div')
  host.id = id
  const style = document.createElement('style')
  style.textContent = css
  const shadow = host.attachShadow({ mode: 'open' })
  shadow.append(style)
  return { host, shadow }
}
