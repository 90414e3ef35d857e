import { webLockName } from './pending-signups'

/**
 * How the tabs of one browser agree, at once (localStorage is shared too, but a tab in another
 * process may read it a moment late):
 * - `oneAtATime` runs `task` once no other tab runs one under the same name, so two tabs never
 *   send one sign-up, or write the outbox's storage, at the same time;
 * - `announce` tells every tab of this browser that something happened (a sign-up was delivered,
 *   an email was saved), for as long as this tab is open; `announced` asks whether one did.
 */
export type TabAgreement = {
  oneAtATime: <T>(name: string, task: () => Promise<T>) => Promise<T>
  announce: (name: string) => Promise<void>
  announced: (name: string) => Promise<boolean>
}

/**
 * The part of the Web Locks API the agreement uses: `navigator.locks` in a browser
 * (`browserLocks`), a model of it in tests. A lock is released when its task settles, or when its
 * tab closes.
 */
export type Locks = {
  request: <T>(name: string, mode: LockMode, task: () => Promise<T>) => Promise<T>
  /** The names of the locks every tab of this browser holds now. */
  held: () => Promise<string[]>
}

/** This browser's Web Locks; undefined where there are none (old browsers). */
export function browserLocks(): Locks | undefined {
  const { locks } = navigator
  if (!locks) return undefined
  return {
    request: (name, mode, task) => locks.request(name, { mode }, task),
    held: async () => {
      const { held = [] } = await locks.query()
      return held.flatMap((lock) => (lock.name ? [lock.name] : []))
    },
  }
}

/**
 * The agreement over Web Locks, which every tab of the browser sees at once. One tab at a time
 * sends a given sign-up: the others wait their turn, then find it delivered; a tab that closes
 * mid-send hands the lock on. An announcement is a shared lock the tab holds until it closes:
 * shared, so announcing what this tab or another announced already is never a wait. Without Web
 * Locks, each tab goes its own way and the endpoint's idempotency key keeps one sign-up.
 */
export function tabAgreement(locks: Locks | undefined): TabAgreement {
  if (!locks)
    return {
      oneAtATime: (_name, task) => task(),
      announce: async () => {},
      announced: async () => false,
    }
  return {
    oneAtATime: (name, task) => locks.request(webLockName(name), 'exclusive', task),
    announce: (name) =>
      new Promise((announced) => {
        void locks.request(webLockName(name), 'shared', () => {
          announced()
          return new Promise<never>(() => {})
        })
      }),
    announced: async (name) => (await locks.held()).includes(webLockName(name)),
  }
}
