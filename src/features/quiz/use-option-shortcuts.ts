import { type RefObject, useEffect, useRef } from 'react'

const LETTERS = 'abcdefghi'

/** How many options have a key: 1–9, or A–I. */
export const KEYED_OPTION_COUNT = LETTERS.length

/** The option (0-based) a key stands for: 1–9 or A–I; -1 for any other key. */
function optionIndexForKey(key: string): number {
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
function mayBeShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return false
  return !isTyping(event.target)
}

/**
 * Number keys 1–9 (or letters A–I) pick an option of the question in `stepRef` wherever focus
 * is, except while typing, by clicking its own input: a radio button is chosen, a checkbox
 * toggled, and focus follows, as with arrow keys in a radio group. Enter calls `onAdvance`
 * wherever focus is, unless it is on a control of its own (entersTheStep). Before this code
 * runs, the options are native radios and checkboxes: Tab, arrows and Space choose, and Enter on
 * Next is held for the code (docs/decisions/0017); a number key pressed then is not.
 */
export function useOptionShortcuts(stepRef: RefObject<HTMLElement | null>, onAdvance: () => void) {
  const advance = useRef(onAdvance)
  useEffect(() => {
    advance.current = onAdvance
  }, [onAdvance])

  useEffect(() => {
    const pick = (index: number): boolean => {
      const options = stepRef.current?.querySelectorAll<HTMLInputElement>(
        'input[type="radio"], input[type="checkbox"]',
      )
      const input = options?.[index]
      if (!input || input.disabled) return false
      input.click()
      input.focus()
      return true
    }

    const onKeyDown = (event: KeyboardEvent) => {
      if (!mayBeShortcut(event)) return
      const target = event.target
      if (event.key === 'Enter') {
        if (!entersTheStep(target, stepRef.current)) return
        event.preventDefault()
        advance.current()
        return
      }
      const index = optionIndexForKey(event.key)
      if (index >= 0 && pick(index)) event.preventDefault()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [stepRef])
}

/**
 * Whether Enter is the question's: pressed on one of its options, or with focus on nothing that
 * acts on Enter itself (the page after a reload or Back, a heading focused on arrival). A link,
 * a button or another form's field keeps its own Enter.
 */
function entersTheStep(target: EventTarget | null, step: HTMLElement | null): boolean {
  if (!(target instanceof Element)) return true
  if (target.closest('a[href], button, summary, [role="button"]')) return false
  return !(target instanceof HTMLInputElement) || Boolean(step?.contains(target))
}
