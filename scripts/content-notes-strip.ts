// Runs in the browser, on the dev server only (scripts/vite-content-plugin.ts): the content's
// notes (typography, a count the quiz no longer has) in a strip along the bottom of the page,
// each with a link to its place. It covers nothing that matters and hides until the notes change.

import { freshHost, lineWithEditorLink } from './dev-page.ts'

const HOST_ID = 'restwell-content-notes'
const HIDDEN_KEY = 'restwell.contentNotesHidden'

const STYLE = `
  :host { all: initial; position: fixed; inset: auto 0 0 0; z-index: 2147483646;
    font: 13px/1.5 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
  section { max-height: 35vh; overflow: auto; margin: 0 auto; max-width: min(72rem, 100vw);
    box-sizing: border-box; padding: 0.75rem 3rem 0.75rem 1rem; position: relative;
    background: #fff8e6; color: #3d2f0b; border-top: 3px solid #b7791f;
    box-shadow: 0 -6px 18px rgb(0 0 0 / 0.12); }
  p { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
  p + p { margin-top: 0.25rem; }
  button { all: unset; color: #7a4b00; text-decoration: underline; cursor: pointer; }
  button.hide { position: absolute; top: 0.5rem; right: 0.75rem; text-decoration: none;
    font-size: 18px; line-height: 1; padding: 0.25rem 0.5rem; border-radius: 4px; }
  button:focus-visible { outline: 2px solid #7a4b00; outline-offset: 2px; }
`

function hiddenFor(notes: string): boolean {
  try {
    return sessionStorage.getItem(HIDDEN_KEY) === notes
  } catch {
    return false
  }
}

function hideFor(notes: string) {
  try {
    sessionStorage.setItem(HIDDEN_KEY, notes)
  } catch {
    // Storage refused: the strip comes back on the next page load.
  }
}

/** Shows `notes` (the build's notes text, one per line after its heading) unless hidden for them. */
export function showContentNotes(notes: string): void {
  document.getElementById(HOST_ID)?.remove()
  if (!notes || hiddenFor(notes)) return
  const { host, shadow } = freshHost(HOST_ID, STYLE)
  const strip = document.createElement('section')
  strip.setAttribute('aria-label', 'Content notes')
  for (const line of notes.split('\n')) {
    const paragraph = document.createElement('p')
    paragraph.append(...lineWithEditorLink(line))
    strip.append(paragraph)
  }
  const hide = document.createElement('button')
  hide.type = 'button'
  hide.className = 'hide'
  hide.textContent = '×'
  hide.title = 'Hide these notes until they change'
  hide.setAttribute('aria-label', 'Hide the content notes')
  hide.addEventListener('click', () => {
    hideFor(notes)
    host.remove()
  })
  strip.append(hide)
  shadow.append(strip)
  document.body.append(host)
}
