import { HELD_KEY } from '@/lib/held-input'

const LETTERS = 'abcdefghi'

/** How many options have a key: 1–9, or A–I. */
export const KEYED_OPTION_COUNT = LETTERS.length

/** The option (0-based) a key stands for: 1–9 or A–I; -1 for any other key. */
export function optionIndexForKey(key: string): number {
  const lower = key.toLowerCase()
  if (/^[1-9]$/.test(lower)) return Number(lower) - 1
  return lower.length === 1 ? LETTERS.indexOf(lower) : -1
}

/** Whether a key goes into what the visitor is typing: a text field, a select, editable text. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable) return true
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true
  return target instanceof HTMLInputElement && target.type !== 'radio' && target.type !== 'checkbox'
}

/** Whether a key press may be a quiz shortcut: unhandled, no modifier, and not typing. */
export function mayBeShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return false
  return !isTyping(event.target)
}

let holding = true
let held: { index: number; at: number } | undefined

/** A key held for the question's code counts if that code arrives within this time. */
const HELD_FOR_MS = 3000

/**
 * Until the question's code has arrived for the first time (it loads as a visitor reaches for
 * the question, a key press included), remembers the last option key pressed, so that key is not
 * lost. Returns the function that stops listening.
 */
export function holdOptionKeys(): () => void {
  if (!holding) return () => {}
  const onKeyDown = (event: KeyboardEvent) => {
    const index = optionIndexForKey(event.key)
    if (holding && index >= 0 && mayBeShortcut(event)) held = { index, at: performance.now() }
  }
  // On the window, after the question's own listener on the document: keys it handled are
  // marked handled by then.
  window.addEventListener('keydown', onKeyDown)
  return () => window.removeEventListener('keydown', onKeyDown)
}

/**
 * The option key held for the question at `step` when its code first runs: pressed lately, or
 * before the page's code ran at all (the start-up script holds that one on the quiz, as long as
 * the page is its prerendered self: src/lib/held-input.ts). From then on nothing is held, and a
 * key the start-up script noted since (the keys that chose on this question) is dropped.
 */
export function takeHeldOptionKey(step: Element | null): number | undefined {
  const firstRun = holding
  holding = false
  const key = held
  held = undefined
  const region = step?.closest(`[${HELD_KEY}]`)
  const heldBeforeStart = region?.getAttribute(HELD_KEY)
  region?.removeAttribute(HELD_KEY)
  if (!firstRun) return undefined
  if (key && performance.now() - key.at < HELD_FOR_MS) return key.index
  const index = heldBeforeStart ? optionIndexForKey(heldBeforeStart) : -1
  return index >= 0 ? index : undefined
}
