// The start-up script's keeper of a sign-up sent before the app's code arrived: what it writes
// must be an outbox entry the app reads back and sends, written through the outbox's own store
// under its storage lock (src/features/waitlist/early-signup.ts).

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
import { emailDigest } from '@/features/waitlist/email-digest'
import { outboxStore, storedEnvelope } from '@/features/waitlist/outbox-store'
import { OUTBOX_STORAGE_KEY, OUTBOX_STORAGE_LOCK } from '@/features/waitlist/pending-signups'
import { VISIT_SOURCE_KEY } from '@/features/waitlist/remember-visit-source'
import { sendableEntry } from '@/features/waitlist/sendable-entry'
import { type Locks, tabAgreement } from '@/features/waitlist/tab-agreement'

const names: EarlySignupNames = {
  visitSourceKey: VISIT_SOURCE_KEY,
  honeypotName: HONEYPOT_FIELD_NAME,
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
  it('keeps a filled-in form as a pending outbox entry the app reads back, and marks the form with its key', async () => {
    sessionStorage.setItem(
      VISIT_SOURCE_KEY,
      JSON.stringify({
        utm: { utm_source: 'flyer' },
        referrer: 'https://ref.example/',
        landingPath: '/',
      }),
    )
    const form = waitlistForm({ name: 'Ana', email: ' Ana@Example.com ', userType: 'client' })

    expect(await keepEarlySignup(form, names)).toBe('kept')

    const [entry, ...others] = outboxStore(localStorage, sendableEntry).entries()
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

  it('carries the referral code the visit arrived with, and leaves out one that is not well-formed', async () => {
    const visit = (referralCode: string) =>
      sessionStorage.setItem(
        VISIT_SOURCE_KEY,
        JSON.stringify({ utm: {}, referrer: '', landingPath: '/', referralCode }),
      )
    visit('Friend_Code-42')
    await keepEarlySignup(waitlistForm({ name: 'Ana', email: 'ana@example.com' }), names)
    visit('short')
    await keepEarlySignup(waitlistForm({ name: 'Bo', email: 'bo@example.com' }), names)
    expect(stored().map((entry) => entry.payload.source.referralCode)).toEqual([
      'Friend_Code-42',
      undefined,
    ])
  })

  it('flags a filled honeypot, and leaves the honeypot out of the fields', async () => {
    await keepEarlySignup(
      waitlistForm({ name: 'Bot', email: 'bot@example.com', honeypot: 'x' }),
      names,
    )
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
    expect(keepEarlySignup(form, names)).toBeUndefined()
    expect(stored()).toEqual([])
    expect(form.hasAttribute(KEPT_SIGNUP)).toBe(false)
  })

  it('keeps an email once, whatever its case, and leaves the other entries as they were', async () => {
    const keep = (name: string, email: string) =>
      keepEarlySignup(waitlistForm({ name, email }), names)
    expect(await keep('Ana', 'ana@example.com')).toBe('kept')
    expect(await keep('Ana', 'ANA@example.com')).toBe('already')
    expect(await keep('Bo', 'bo@example.com')).toBe('kept')
    expect(stored().map((entry) => entry.email)).toEqual(['ana@example.com', 'bo@example.com'])
  })

  it('keeps nothing for an email this browser joined with before, as the outbox would not', async () => {
    localStorage.setItem(
      'restwell.waitlistJoined',
      JSON.stringify([await emailDigest('ana@example.com')]),
    )
    expect(
      await keepEarlySignup(waitlistForm({ name: 'Ana', email: 'Ana@Example.com' }), names),
    ).toBe('already')
    expect(stored()).toEqual([])
  })

  it('keeps nothing, and never throws, when storage is refused', () => {
    const setItem = Storage.prototype.setItem
    Storage.prototype.setItem = () => {
      throw new DOMException('quota', 'QuotaExceededError')
    }
    try {
      const form = waitlistForm({ name: 'Ana', email: 'ana@example.com' })
      expect(keepEarlySignup(form, names)).toBeUndefined()
      expect(form.hasAttribute(KEPT_SIGNUP)).toBe(false)
    } finally {
      Storage.prototype.setItem = setItem
    }
  })

  it('writes nothing until it holds the outbox’s storage lock, and keeps what another tab wrote meanwhile', async () => {
    const locks = new FifoLocks()
    const tabs = tabAgreement(locks)
    // Another tab's outbox holds the storage lock, mid-write.
    let done = () => {}
    const otherTab = new Promise<void>((holding) => {
      void tabs.oneAtATime(OUTBOX_STORAGE_LOCK, async () => {
        holding()
        await new Promise<void>((resolve) => {
          done = resolve
        })
      })
    })
    await otherTab
    const form = waitlistForm({ name: 'Ana', email: 'ana@example.com' })
    const store = outboxStore(localStorage, storedEnvelope)

    const keeping = keepEarlySignup(form, names, { store, tabs, digest: emailDigest })

    // Marked at once, for the app and the "kept" note; the list left to its writer.
    const key = form.getAttribute(KEPT_SIGNUP)
    expect(key).toBeTruthy()
    expect(localStorage.getItem(OUTBOX_STORAGE_KEY)).toBeNull()
    localStorage.setItem(OUTBOX_STORAGE_KEY, JSON.stringify([outboxEntry.parse(someoneElses)]))
    done()

    expect(await keeping).toBe('kept')
    expect(stored().map((entry) => [entry.email, entry.payload.idempotencyKey])).toEqual([
      ['bo@example.com', 'another-tabs-key'],
      ['ana@example.com', key],
    ])
  })
})

/** Another tab's pending sign-up. */
const someoneElses = {
  payload: {
    kind: 'waitlist-signup',
    idempotencyKey: 'another-tabs-key',
    createdAt: '2026-11-26T10:00:00.000Z',
    fields: { name: 'Bo', email: 'bo@example.com', userType: '' },
    source: { utm: {}, referrer: '', landingPath: '/' },
    spam: { honeypotFilled: false, submittedTooFast: false },
  },
  email: 'bo@example.com',
  state: 'pending',
}

/** Web Locks as the browser grants them, in the order asked (exclusive ones, here). */
class FifoLocks implements Locks {
  #tails = new Map<string, Promise<unknown>>()
  #held = new Set<string>()
  request<T>(name: string, _mode: LockMode, task: () => Promise<T>): Promise<T> {
    const granted = (this.#tails.get(name) ?? Promise.resolve()).then(() => {
      this.#held.add(name)
      return task().finally(() => this.#held.delete(name))
    })
    this.#tails.set(
      name,
      granted.catch(() => {}),
    )
    return granted
  }
  held = async () => [...this.#held]
}
