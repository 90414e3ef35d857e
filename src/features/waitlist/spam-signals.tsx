import type { SpamFlags } from '@contract/signup-payload.ts'
import { HONEYPOT_FIELD_NAME, MIN_HUMAN_FILL_MS } from '@schemas/spam-signals.ts'
import { type RefObject, useEffect, useRef } from 'react'

export { MIN_HUMAN_FILL_MS }

/**
 * A field no person meets: off screen, inert (out of the accessibility tree and the tab order),
 * and marked for browsers and password managers not to fill. A script filling every input fills
 * it, and its sign-up is flagged.
 */
export function HoneypotField({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  return (
    <div aria-hidden="true" inert className="sr-only">
      <input
        ref={inputRef}
        type="text"
        name={HONEYPOT_FIELD_NAME}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
        className="size-px"
        data-1p-ignore=""
        data-lpignore="true"
        data-bwignore=""
        data-form-type="other"
      />
    </div>
  )
}

/**
 * Reads the spam signals of a form at submit: whether its honeypot was filled, and whether it is
 * sent too soon after the form was first in view. A form typed into before its code arrived was
 * in view from the page's start. Signals only flag a sign-up; nothing is ever blocked by them.
 */
export function useSpamSignals(formRef: RefObject<HTMLElement | null>) {
  const honeypotRef = useRef<HTMLInputElement>(null)
  const firstSeenAt = useRef<number | undefined>(undefined)

  useEffect(() => {
    const form = formRef.current
    if (!form || firstSeenAt.current !== undefined) return
    if (holdsInput(form)) {
      firstSeenAt.current = 0
      return
    }
    const observer = new IntersectionObserver((entries) => {
      const seen = entries.find((entry) => entry.isIntersecting)
      if (!seen) return
      firstSeenAt.current = seen.time
      observer.disconnect()
    })
    observer.observe(form)
    return () => observer.disconnect()
  }, [formRef])

  function flags(): SpamFlags {
    const seenAt = firstSeenAt.current
    return {
      honeypotFilled: (honeypotRef.current?.value ?? '') !== '',
      submittedTooFast: seenAt === undefined || performance.now() - seenAt < MIN_HUMAN_FILL_MS,
    }
  }
  return { honeypotRef, flags }
}

/** Whether a visitor's text is already in the form's fields (the honeypot aside). */
function holdsInput(form: HTMLElement): boolean {
  return [...form.querySelectorAll('input')].some(
    (input) => input.name !== HONEYPOT_FIELD_NAME && input.type !== 'hidden' && input.value !== '',
  )
}
