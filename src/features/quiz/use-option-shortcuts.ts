import { type RefObject, useEffect, useRef } from 'react'
import { mayBeShortcut, optionIndexForKey, takeHeldOptionKey } from './option-keys'

/**
 * Number keys 1–9 (or letters A–I) pick an option of the question in `stepRef` wherever focus
 * is, except while typing, by clicking its own input: a radio button is chosen, a checkbox
 * toggled, and focus follows, as with arrow keys in a radio group. Enter inside the question
 * calls `onAdvance`. A key pressed before this code arrived counts too (option-keys.ts).
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
        const inStep = target instanceof Node && stepRef.current?.contains(target)
        if (!inStep || target instanceof HTMLButtonElement) return
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
