import { useRouterState } from '@tanstack/react-router'
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react'

/**
 * Open/closed state for the mobile menu: closes on navigation, on a tap outside its area (the
 * header holding the toggle and the menu) and on Escape (returning focus to the toggle), so a
 * keyboard user is never stranded.
 */
export function useDisclosureMenu(): {
  open: boolean
  toggle: () => void
  toggleRef: RefObject<HTMLButtonElement | null>
  areaRef: RefObject<HTMLElement | null>
} {
  const [open, setOpen] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const areaRef = useRef<HTMLElement>(null)
  const location = useRouterState({ select: (state) => state.location.href })

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to a new location.
  useEffect(() => setOpen(false), [location])

  useEffect(() => {
    if (!open) return
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      toggleRef.current?.focus()
    }
    document.addEventListener('keydown', closeOnEscape)
    return () => document.removeEventListener('keydown', closeOnEscape)
  }, [open])

  useEffect(() => {
    if (!open) return
    const closeOnTapOutside = (event: PointerEvent) => {
      const inside = event.target instanceof Node && areaRef.current?.contains(event.target)
      if (!inside) setOpen(false)
    }
    document.addEventListener('pointerdown', closeOnTapOutside)
    return () => document.removeEventListener('pointerdown', closeOnTapOutside)
  }, [open])

  const toggle = useCallback(() => setOpen((current) => !current), [])
  return { open, toggle, toggleRef, areaRef }
}
