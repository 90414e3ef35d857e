import { type RefObject, useEffect, useRef } from 'react'
import { mayBeShortcut, optionIndexForKey, takeHeldOptionKey } from './option-keys'

/**
 * Number keys 1–9 (or letters A–I) pick an option of the question in `stepRef` wherever focus
 * is, except while typing, by clicking its own input: a radio button is chosen, a checkbox
 * toggled, and focus follows, as with arrow keys in a radio group. Enter calls `onAdvance`
 * wherever focus is, unless it is on a control of its own (entersTheStep). A key pressed before this code arrived counts too (option-keys.ts).
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
    const heldKey = takeHeldOptionKey(stepRef.current)
    if (heldKey !== undefined) pick(heldKey)

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
