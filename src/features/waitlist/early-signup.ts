import type { FieldValue, FormValues } from '@contract/field-value.ts'
import type { OutboxEntry, VisitSource } from '@contract/signup-payload.ts'
import { newIdempotencyKey } from '@/lib/idempotency-key'
import { emailDigest } from './email-digest'
import { type KeepDependencies, type KeepResult, keepSignup } from './keep-signup'
import {
  outboxStore,
  type StoredEnvelope,
  storedEnvelope,
  usableLocalStorage,
} from './outbox-store'
import { browserLocks, tabAgreement } from './tab-agreement'

/** Marks the form whose submit, made before the app's code arrived, is kept in the outbox. */
export const KEEPS_EARLY_SIGNUP = 'data-keeps-early-signup'
/** Set on that form, to the sign-up's idempotency key, once the early-input script kept it. */
export const KEPT_SIGNUP = 'data-kept-signup'

/** The names the early-input script shares with the app (src/early-input.ts passes them in). */
export type EarlySignupNames = {
  visitSourceKey: string
  honeypotName: string
  /** Sooner than this after the page started, a submit is flagged as too fast for a person. */
  minHumanFillMs: number
  /** A well-formed referral code (remember-visit-source.ts): the visit's goes with the sign-up. */
  referralCode: RegExp
}

/** What a visitor filled in, as the form holds it: undefined when it is not ready to send. */
function filledIn(form: HTMLFormElement, names: EarlySignupNames) {
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
  if (!ready || email === '') return undefined
  return { fields, email, honeypotFilled }
}

/** Where the visit came from, as its first page noted it (remember-visit-source.ts). */
function visitSourceOf(names: EarlySignupNames): VisitSource {
  const source: VisitSource = { utm: {}, referrer: '', landingPath: location.pathname }
  const visit: unknown = JSON.parse(sessionStorage.getItem(names.visitSourceKey) ?? 'null')
  if (typeof visit === 'object' && visit !== null) {
    if ('referrer' in visit && typeof visit.referrer === 'string') source.referrer = visit.referrer
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
  return source
}

/** The outbox of this browser, as the keeper writes it: entries kept as they are stored. */
const inThisBrowser = (): KeepDependencies<StoredEnvelope> => ({
  store: outboxStore(usableLocalStorage(), storedEnvelope),
  tabs: tabAgreement(browserLocks()),
  digest: emailDigest,
})

/**
 * Runs in the page's early-input script (src/early-input.ts), for a submit of the waitlist form
 * before the app's code arrived: keeps the sign-up in the outbox through the outbox's own store
 * and rule (keep-signup.ts), under its storage lock, with a new idempotency key, and marks the
 * form with that key at once. The app, once it runs, takes it over (`WaitlistOutbox.adopt`) and
 * sends it; if the tab closes first, the next visit sends it.
 *
 * Returns how the keeping ends, or undefined, marking nothing, when the form is not ready to send
 * (an empty required field, a malformed email: the app checks and says so once it runs) or
 * storage is refused. It never throws; the lock is asked for before it returns, so the app's own
 * reads of the outbox come after its write.
 *
 * It is bundled into every page (scripts/page-script.ts): what it imports must stay light, so it
 * reads entries without their schema (`storedEnvelope`).
 */
export function keepEarlySignup(
  form: HTMLFormElement,
  names: EarlySignupNames,
  dependencies?: KeepDependencies<StoredEnvelope>,
): Promise<KeepResult> | undefined {
  try {
    const filled = filledIn(form, names)
    if (!filled) return undefined
    const outbox = dependencies ?? inThisBrowser()
    if (!outbox.store.available) return undefined
    const { fields, email, honeypotFilled } = filled
    const entry: OutboxEntry = {
      payload: {
        kind: 'waitlist-signup',
        idempotencyKey: newIdempotencyKey(),
        createdAt: new Date().toISOString(),
        fields,
        source: visitSourceOf(names),
        spam: { honeypotFilled, submittedTooFast: performance.now() < names.minHumanFillMs },
      },
      email,
      state: 'pending',
    }
    const keeping = keepSignup(outbox, entry)
    form.setAttribute(KEPT_SIGNUP, entry.payload.idempotencyKey)
    return keeping.catch(() => 'not-saved')
  } catch {
    return undefined
  }
}
