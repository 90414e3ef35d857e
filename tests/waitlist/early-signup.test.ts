// The start-up script's keeper of a sign-up sent before the app's code arrived: what it writes
// must be an outbox entry the app reads back and sends (src/features/waitlist/early-signup.ts).

import { REFERRAL_CODE } from '@contract/referral-code.ts'
import { outboxEntry } from '@contract/signup-payload.ts'
import { HONEYPOT_FIELD_NAME } from '@schemas/waitlist.schema.ts'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import {
  type EarlySignupNames,
  KEPT_SIGNUP,
  keepEarlySignup,
} from '@/features/waitlist/early-signup'
import { outboxStore } from '@/features/waitlist/outbox-store'
import {
  OUTBOX_STORAGE_KEY,
  OUTBOX_STORAGE_LOCK,
  webLockName,
} from '@/features/waitlist/pending-signups'
import { VISIT_SOURCE_KEY } from '@/features/waitlist/remember-visit-source'

const names: EarlySignupNames = {
  outboxKey: OUTBOX_STORAGE_KEY,
  visitSourceKey: VISIT_SOURCE_KEY,
  honeypotName: HONEYPOT_FIELD_NAME,
  keptAttribute: KEPT_SIGNUP,
  storageLock: webLockName(OUTBOX_STORAGE_LOCK),
  minHumanFillMs: 0,
  referralCode: REFERRAL_CODE,
}

/** The waitlist form as the prerendered page has it, filled in as given. */
function waitlistForm(values: {
  name: string
  email: string
  userType?: string
  honeypot?: string
}) {
  const form = document.createElement('form')
  form.noValidate = true
  const input = (name: string, type: string, required: boolean) => {
    const control = document.createElement('input')
    Object.assign(control, { name, type })
    if (required) control.setAttribute('aria-required', 'true')
    return control
  }
  const select = document.createElement('select')
  select.name = 'userType'
  select.append(new Option('Select', ''), new Option('Client', 'client'))
  const submit = document.createElement('button')
  submit.type = 'submit'
  form.append(
    input('name', 'text', true),
    input('email', 'email', true),
    select,
    input(HONEYPOT_FIELD_NAME, 'text', false),
    submit,
  )
  document.body.replaceChildren(form)
  const set = (name: string, value: string) => {
    const control = form.elements.namedItem(name)
    if (control instanceof HTMLInputElement || control instanceof HTMLSelectElement)
      control.value = value
  }
  set('name', values.name)
  set('email', values.email)
  set('userType', values.userType ?? '')
  set(HONEYPOT_FIELD_NAME, values.honeypot ?? '')
  return form
}

const stored = () =>
  z.array(outboxEntry).parse(JSON.parse(localStorage.getItem(OUTBOX_STORAGE_KEY) ?? '[]'))

beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})
afterEach(() => {
  document.body.replaceChildren()
})

describe('keepEarlySignup', () => {
  it('keeps a filled-in form as a pending outbox entry the app reads back, and marks the form with its key', () => {
    sessionStorage.setItem(
      VISIT_SOURCE_KEY,
      JSON.stringify({
        utm: { utm_source: 'flyer' },
        referrer: 'https://ref.example/',
        landingPath: '/',
      }),
    )
    const form = waitlistForm({ name: 'Ana', email: ' Ana@Example.com ', userType: 'client' })

    expect(keepEarlySignup(form, names)).toBe(true)

    const [entry, ...others] = outboxStore(localStorage).entries()
    expect(others).toEqual([])
    expect(entry).toMatchObject({
      email: 'ana@example.com',
      state: 'pending',
      payload: {
        kind: 'waitlist-signup',
        // An email box drops surrounding spaces itself; the case stays as typed.
        fields: { name: 'Ana', email: 'Ana@Example.com', userType: 'client' },
        source: {
          utm: { utm_source: 'flyer' },
          referrer: 'https://ref.example/',
          landingPath: '/',
        },
        spam: { honeypotFilled: false, submittedTooFast: false },
      },
    })
    expect(form.getAttribute(KEPT_SIGNUP)).toBe(entry?.payload.idempotencyKey)
  })

  it('carries the referral code the visit arrived with, and leaves out one that is not well-formed', () => {
    const visit = (referralCode: string) =>
      sessionStorage.setItem(
        VISIT_SOURCE_KEY,
        JSON.stringify({ utm: {}, referrer: '', landingPath: '/', referralCode }),
      )
    visit('Friend_Code-42')
    keepEarlySignup(waitlistForm({ name: 'Ana', email: 'ana@example.com' }), names)
    visit('short')
    keepEarlySignup(waitlistForm({ name: 'Bo', email: 'bo@example.com' }), names)
    expect(stored().map((entry) => entry.payload.source.referralCode)).toEqual([
      'Friend_Code-42',
      undefined,
    ])
  })

  it('flags a filled honeypot, and leaves the honeypot out of the fields', () => {
    keepEarlySignup(waitlistForm({ name: 'Bot', email: 'bot@example.com', honeypot: 'x' }), names)
    const [entry] = stored()
    expect(entry?.payload.spam.honeypotFilled).toBe(true)
    expect(Object.keys(entry?.payload.fields ?? {})).not.toContain(HONEYPOT_FIELD_NAME)
  })

  it.each([
    ['an empty name', { name: ' ', email: 'ana@example.com' }],
    ['an empty email', { name: 'Ana', email: '' }],
    ['a malformed email', { name: 'Ana', email: 'ana-at-example' }],
    ['a name pasted with a tab in it', { name: 'Ana\tLima', email: 'ana@example.com' }],
  ])('keeps nothing for %s: the app says what to fix once it runs', (_, values) => {
    const form = waitlistForm(values)
    expect(keepEarlySignup(form, names)).toBe(false)
    expect(stored()).toEqual([])
    expect(form.hasAttribute(KEPT_SIGNUP)).toBe(false)
  })

  it('keeps an email once, whatever its case, and leaves the other entries as they were', () => {
    expect(keepEarlySignup(waitlistForm({ name: 'Ana', email: 'ana@example.com' }), names)).toBe(
      true,
    )
    expect(keepEarlySignup(waitlistForm({ name: 'Ana', email: 'ANA@example.com' }), names)).toBe(
      false,
    )
    expect(keepEarlySignup(waitlistForm({ name: 'Bo', email: 'bo@example.com' }), names)).toBe(true)
    expect(stored().map((entry) => entry.email)).toEqual(['ana@example.com', 'bo@example.com'])
  })

  it('keeps nothing, and never throws, when storage is refused', () => {
    const setItem = Storage.prototype.setItem
    Storage.prototype.setItem = () => {
      throw new DOMException('quota', 'QuotaExceededError')
    }
    try {
      const form = waitlistForm({ name: 'Ana', email: 'ana@example.com' })
      expect(keepEarlySignup(form, names)).toBe(false)
      expect(form.hasAttribute(KEPT_SIGNUP)).toBe(false)
    } finally {
      Storage.prototype.setItem = setItem
    }
  })

  it('writes its entry again under the outbox lock when another tab, mid-write, wrote the list without it', async () => {
    const locks = new FifoLocks()
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true })
    try {
      let kept = false
      // Another tab's outbox holds the storage lock: it read the list before the keeper wrote…
      const otherTab = locks.request(names.storageLock, async () => {
        const readBefore = localStorage.getItem(OUTBOX_STORAGE_KEY) ?? '[]'
        kept = keepEarlySignup(waitlistForm({ name: 'Ana', email: 'ana@example.com' }), names)
        // …and writes back what it read, without the kept entry.
        localStorage.setItem(OUTBOX_STORAGE_KEY, readBefore)
      })
      await otherTab
      await locks.idle(names.storageLock)
      expect(kept).toBe(true)
      const [entry] = stored()
      expect(entry?.email).toBe('ana@example.com')
      expect(document.querySelector('form')?.getAttribute(KEPT_SIGNUP)).toBe(
        entry?.payload.idempotencyKey,
      )
    } finally {
      Reflect.deleteProperty(navigator, 'locks')
    }
  })
})

/** Web Locks as the browser grants them: one holder per name, in the order asked. */
class FifoLocks {
  #tails = new Map<string, Promise<unknown>>()
  request<T>(name: string, task: () => T | Promise<T>): Promise<T> {
    const granted = (this.#tails.get(name) ?? Promise.resolve()).then(task)
    this.#tails.set(
      name,
      granted.catch(() => {}),
    )
    return granted
  }
  /** Resolves once every request made so far under `name` has run. */
  async idle(name: string) {
    while (true) {
      const tail = this.#tails.get(name)
      await tail
      if (this.#tails.get(name) === tail) return
    }
  }
}
