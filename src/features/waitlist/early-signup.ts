import type { FieldValue, FormValues } from '@contract/field-value.ts'
import type { OutboxEntry, VisitSource } from '@contract/signup-payload.ts'

/** Marks the form whose submit, made before the app's code arrived, is kept in the outbox. */
export const KEEPS_EARLY_SIGNUP = 'data-keeps-early-signup'
/** Set on that form, to the sign-up's idempotency key, once the early-input script kept it. */
export const KEPT_SIGNUP = 'data-kept-signup'

/** The names the early-input script shares with the app (src/early-input.ts passes them in). */
export type EarlySignupNames = {
  outboxKey: string
  visitSourceKey: string
  honeypotName: string
  keptAttribute: string
  /** The Web Lock the outbox holds while it writes its storage (pending-signups.ts). */
  storageLock: string
  /** Sooner than this after the page started, a submit is flagged as too fast for a person. */
  minHumanFillMs: number
  /** A well-formed referral code (remember-visit-source.ts): the visit's goes with the sign-up. */
  referralCode: RegExp
}

/**
 * Runs in the page's early-input script (src/early-input.ts), for a submit of the waitlist form before the app's code
 * arrived: puts the sign-up into the outbox's storage in the outbox's own format (the
 * `OutboxEntry` type checks it), with a new idempotency key, and marks the form with that key.
 * The app, once it runs, sends it and shows its outcome; if the tab closes first, the next visit
 * sends it. Returns false, keeping nothing, when the form is not ready to send (an empty required
 * field, a malformed email: the app checks and says so once it runs), when this email already
 * waits, or when storage is refused.
 *
 * It writes at once (a submit cannot wait), then takes the outbox's storage lock and writes its
 * entry again if another tab's outbox, mid-write when it kept it, wrote the list without it. The
 * app asks for the same lock later, so it always reads the entry back.
 *
 * It is bundled into every page (scripts/page-script.ts), so it imports nothing at runtime, and
 * it never throws.
 */
export function keepEarlySignup(form: HTMLFormElement, names: EarlySignupNames): boolean {
  try {
    const fields: FormValues = {}
    let ready = true
    let email = ''
    let honeypotFilled = false
    for (const control of Array.from(form.elements)) {
      if (!(control instanceof HTMLInputElement || control instanceof HTMLSelectElement)) continue
      if (!control.name) continue
      if (control.name === names.honeypotName) {
        honeypotFilled = control.value !== ''
        continue
      }
      const value: FieldValue = control.value
      if (control.getAttribute('aria-required') === 'true' && value.trim() === '') ready = false
      if (!control.checkValidity()) ready = false
      // Text the endpoint refuses (a control character, pasted with a tab): the app says so.
      // As contract/storable-text.ts finds them, without its imports (above).
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds.
      if (/[\u0000-\u001f\u007f-\u009f]/.test(value)) ready = false
      if (control.type === 'email') email = value.trim().toLowerCase()
      if (control instanceof HTMLInputElement && control.type === 'checkbox') {
        const chosen = fields[control.name]
        const values = Array.isArray(chosen) ? chosen : []
        fields[control.name] = control.checked ? values.concat(value) : values
      } else if (!(control instanceof HTMLInputElement && control.type === 'radio')) {
        fields[control.name] = value
      } else if (control.checked || !(control.name in fields)) {
        fields[control.name] = control.checked ? value : ''
      }
    }
    if (!ready || email === '') return false

    const stored: unknown = JSON.parse(localStorage.getItem(names.outboxKey) ?? '[]')
    const outbox: unknown[] = Array.isArray(stored) ? stored : []
    const waiting = outbox.some(
      (entry) =>
        typeof entry === 'object' && entry !== null && 'email' in entry && entry.email === email,
    )
    if (waiting) return false

    const source: VisitSource = { utm: {}, referrer: '', landingPath: location.pathname }
    const visit: unknown = JSON.parse(sessionStorage.getItem(names.visitSourceKey) ?? 'null')
    if (typeof visit === 'object' && visit !== null) {
      if ('referrer' in visit && typeof visit.referrer === 'string')
        source.referrer = visit.referrer
      if ('landingPath' in visit && typeof visit.landingPath === 'string')
        source.landingPath = visit.landingPath
      if ('utm' in visit && typeof visit.utm === 'object' && visit.utm !== null)
        for (const [name, value] of Object.entries(visit.utm))
          if (typeof value === 'string') source.utm[name] = value
      if (
        'referralCode' in visit &&
        typeof visit.referralCode === 'string' &&
        names.referralCode.test(visit.referralCode)
      )
        source.referralCode = visit.referralCode
    }
    const bytes = crypto.getRandomValues(new Uint8Array(16))
    const key = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
    const kept: OutboxEntry = {
      payload: {
        kind: 'waitlist-signup',
        idempotencyKey: key,
        createdAt: new Date().toISOString(),
        fields,
        source,
        spam: { honeypotFilled, submittedTooFast: performance.now() < names.minHumanFillMs },
      },
      email,
      state: 'pending',
    }
    localStorage.setItem(names.outboxKey, JSON.stringify(outbox.concat([kept])))
    form.setAttribute(names.keptAttribute, key)
    navigator.locks
      ?.request(names.storageLock, () => {
        const now: unknown = JSON.parse(localStorage.getItem(names.outboxKey) ?? '[]')
        const list: unknown[] = Array.isArray(now) ? now : []
        const isKept = (entry: unknown) =>
          typeof entry === 'object' &&
          entry !== null &&
          'payload' in entry &&
          typeof entry.payload === 'object' &&
          entry.payload !== null &&
          'idempotencyKey' in entry.payload &&
          entry.payload.idempotencyKey === key
        if (!list.some(isKept))
          localStorage.setItem(names.outboxKey, JSON.stringify(list.concat([kept])))
      })
      .catch(() => {})
    return true
  } catch {
    return false
  }
}
