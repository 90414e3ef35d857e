import { useSyncExternalStore } from 'react'
import { z } from 'zod/mini'
import { usableLocalStorage } from './outbox-store'

/** Where this browser remembers its last sign-up: the "You're on the list" state (issue 34). */
export const REMEMBERED_SIGNUP_KEY = 'restwell.waitlistSignup'

/**
 * The sign-up this browser made last: its idempotency key, and the personal link the endpoint
 * gave it once delivered. Never the address: the link says nothing about its owner.
 */
const rememberedSignup = z.object({
  key: z.string(),
  referralLink: z.optional(z.string()),
})

export type RememberedSignup = z.infer<typeof rememberedSignup>

/**
 * What the waitlist remembers of this browser's sign-up, from the outbox's own storage and never
 * from an endpoint (decision 0028): written by the outbox, cleared by "Not you?".
 */
export type SignupMemory = {
  current: () => RememberedSignup | undefined
  remember: (signup: RememberedSignup) => void
  forget: () => void
  /** Hears every change, this tab's and (through storage) another tab's. */
  subscribe: (changed: () => void) => () => void
}

function parsed(raw: string | null): RememberedSignup | undefined {
  try {
    const signup = rememberedSignup.safeParse(JSON.parse(raw ?? 'null'))
    return signup.success ? signup.data : undefined
  } catch {
    return undefined // damaged by hand or by another script: nothing is remembered
  }
}

/** A memory over `storage`; where storage is refused or full, over this page's memory alone. */
export function signupMemory(storage: Storage | undefined): SignupMemory {
  const listeners = new Set<() => void>()
  let stored = storage
  let inPage: string | null = null
  let lastRaw: string | null = null
  let last: RememberedSignup | undefined
  const read = () => (stored ? stored.getItem(REMEMBERED_SIGNUP_KEY) : inPage)
  const write = (raw: string | null) => {
    inPage = raw
    try {
      if (raw === null) stored?.removeItem(REMEMBERED_SIGNUP_KEY)
      else stored?.setItem(REMEMBERED_SIGNUP_KEY, raw)
    } catch {
      stored = undefined // full or refused: this page remembers it from now on
    }
    for (const listener of listeners) listener()
  }
  return {
    // The same object while the stored text is the same, as React's external stores expect.
    current: () => {
      const raw = read()
      if (raw !== lastRaw) {
        lastRaw = raw
        last = parsed(raw)
      }
      return last
    },
    remember: (signup) => write(JSON.stringify(signup)),
    forget: () => write(null),
    subscribe: (changed) => {
      const fromOtherTab = (event: StorageEvent) => {
        if (event.key === REMEMBERED_SIGNUP_KEY || event.key === null) changed()
      }
      listeners.add(changed)
      addEventListener('storage', fromOtherTab)
      return () => {
        listeners.delete(changed)
        removeEventListener('storage', fromOtherTab)
      }
    },
  }
}

let pageMemory: SignupMemory | undefined

/** The page's signup memory, made on first use (in the browser only). */
export function pageSignupMemory(): SignupMemory {
  pageMemory ??= signupMemory(usableLocalStorage())
  return pageMemory
}

/** This browser's remembered sign-up, for a part that renders it; none while prerendering. */
export function useRememberedSignup(): RememberedSignup | undefined {
  return useSyncExternalStore(
    (changed) => pageSignupMemory().subscribe(changed),
    () => pageSignupMemory().current(),
    () => undefined,
  )
}
