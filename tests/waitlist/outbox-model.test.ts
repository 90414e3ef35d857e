// A model-based test of the waitlist outbox: fast-check runs random sequences of what visitors,
// networks and endpoints do (submit, double submit, submit before the page's code ran, fail,
// refuse, succeed, go offline, come back, reload, open another tab) against real outboxes and the
// early-input script's real keeper, over one shared storage and a model of Web Locks, and checks
// that no sign-up is ever sent twice and, once the network and endpoint are well again, none is
// lost. (jsdom: the keeper reads a form.)

import { REFERRAL_CODE } from '@contract/referral-code.ts'
import { outboxEntry, type SignupPayload } from '@contract/signup-payload.ts'
import { HONEYPOT_FIELD_NAME } from '@schemas/spam-signals.ts'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import {
  type EarlySignupNames,
  KEPT_SIGNUP,
  keepEarlySignup,
} from '@/features/waitlist/early-signup'
import { createOutbox } from '@/features/waitlist/outbox'
import { outboxStore, storedEnvelope } from '@/features/waitlist/outbox-store'
import { VISIT_SOURCE_KEY } from '@/features/waitlist/remember-visit-source'
import { sendableEntry } from '@/features/waitlist/sendable-entry'
import { signupMemory } from '@/features/waitlist/signup-memory'
import { type Locks, type TabAgreement, tabAgreement } from '@/features/waitlist/tab-agreement'
import type {
  Delivery,
  DeliveryResult,
  SubmitOutcome,
  WaitlistOutbox,
} from '@/features/waitlist/waitlist-outbox'

type EndpointMode = 'accepts' | 'fails' | 'refuses'

/** localStorage as the browser gives it: one per origin, shared by every tab. */
class MemoryStorage implements Storage {
  #items = new Map<string, string>()
  get length() {
    return this.#items.size
  }
  clear() {
    this.#items.clear()
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null
  }
  removeItem(key: string) {
    this.#items.delete(key)
  }
  setItem(key: string, value: string) {
    this.#items.set(key, value)
  }
}

type Holder = { tab: Tab; mode: LockMode }

/**
 * Web Locks across tabs, as browsers grant them: in the order asked, an exclusive lock alone, a
 * shared one beside other shared ones. A closed tab's locks are released, its waiting requests
 * dropped, and it asks for no more.
 */
class LockManager {
  #queues = new Map<string, { holder: Holder; grant: () => void }[]>()
  #held = new Map<string, Holder[]>()

  /** The Web Locks one tab sees. */
  of(tab: Tab): Locks {
    return {
      request: (name, mode, task) => this.#request({ tab, mode }, name, task),
      held: async () =>
        [...this.#held].flatMap(([name, holders]) => (holders.length ? [name] : [])),
    }
  }

  closeTab(tab: Tab) {
    for (const [name, queue] of this.#queues)
      this.#queues.set(
        name,
        queue.filter((waiting) => waiting.holder.tab !== tab),
      )
    for (const [name, holders] of this.#held)
      for (const holder of holders.filter((held) => held.tab === tab)) this.#release(name, holder)
  }

  #request<T>(holder: Holder, name: string, task: () => Promise<T>): Promise<T> {
    // A closed tab asks for nothing more: its code has stopped, in a browser.
    if (!holder.tab.open) return new Promise<T>(() => {})
    return new Promise<void>((grant) => {
      this.#queues.set(name, [...(this.#queues.get(name) ?? []), { holder, grant }])
      this.#grantNext(name)
    }).then(() => task().finally(() => this.#release(name, holder)))
  }

  #release(name: string, holder: Holder) {
    this.#held.set(
      name,
      (this.#held.get(name) ?? []).filter((held) => held !== holder),
    )
    this.#grantNext(name)
  }

  #grantNext(name: string) {
    const queue = this.#queues.get(name) ?? []
    const held = this.#held.get(name) ?? []
    for (let next = queue[0]; next; next = queue[0]) {
      const free =
        next.holder.mode === 'shared'
          ? held.every((other) => other.mode === 'shared')
          : !held.length
      if (!free) return
      queue.shift()
      held.push(next.holder)
      this.#held.set(name, held)
      next.grant()
    }
  }
}

/**
 * The endpoint, as the waitlist server answers (server/app.ts, waitlist/signup-store.ts): one row
 * per address; a key it kept gets the same 202 again (the same body passes the same rules); a new
 * key for an address on the list gets a 202 too and keeps nothing new, but mails its owner
 * "already". Failing, it answers nothing; refusing, it keeps nothing.
 */
class World {
  storage = new MemoryStorage()
  locks = new LockManager()
  mode: EndpointMode = 'accepts'
  online = true
  /** The next request arrives, and its tab closes before it hears the answer. */
  closeAfterNextArrival = false
  /** One row per address: the key it was kept under. */
  kept = new Map<string, string>()
  /** Per idempotency key: requests accepted, and answers its tab never heard (closed first). */
  accepted = new Map<string, number>()
  answersLost = new Map<string, number>()
  /** Sign-ups sent under a new key for an address the endpoint already keeps. */
  secondSignups: string[] = []
  #waitingForNetwork: (() => void)[] = []
  #keys = 0

  newKey = () => `key-${++this.#keys}-0000`

  waitForNetwork(): Promise<void> {
    return new Promise((resume) => this.#waitingForNetwork.push(resume))
  }

  comeOnline() {
    this.online = true
    for (const resume of this.#waitingForNetwork.splice(0)) resume()
  }

  /** One request, answered as the endpoint is set to answer. */
  receive(payload: SignupPayload): DeliveryResult {
    if (this.mode === 'fails') return 'gave-up'
    const email = String(payload.fields.email).trim().toLowerCase()
    const key = payload.idempotencyKey
    const listedUnder = this.kept.get(email)
    if (listedUnder !== key && this.mode === 'refuses') return 'refused'
    this.accepted.set(key, (this.accepted.get(key) ?? 0) + 1)
    if (listedUnder === undefined) this.kept.set(email, key)
    else if (listedUnder !== key)
      this.secondSignups.push(`${email} as ${key}, kept as ${listedUnder}`)
    return 'delivered'
  }
}

const digest = async (text: string) => `digest:${text}`

/**
 * One browser tab: an outbox of its own over the shared storage, agreeing with the other tabs
 * through the real agreement over the model's locks; closing it stops its sends.
 */
class Tab {
  open = true
  outbox: WaitlistOutbox
  tabs: TabAgreement

  constructor(world: World) {
    const tabs = tabAgreement(world.locks.of(this))
    this.tabs = tabs
    this.outbox = createOutbox({
      store: outboxStore(world.storage, sendableEntry),
      memory: signupMemory(world.storage),
      attempt: async (payload, whileWaiting): Promise<Delivery> => {
        while (!world.online) {
          whileWaiting()
          await world.waitForNetwork()
        }
        // A closed tab's pending work never finishes, as in a real browser.
        if (!this.open) return new Promise<Delivery>(() => {})
        const result = world.receive(payload)
        if (world.closeAfterNextArrival) {
          world.closeAfterNextArrival = false
          const key = payload.idempotencyKey
          world.answersLost.set(key, (world.answersLost.get(key) ?? 0) + 1)
          this.close(world)
          return new Promise<Delivery>(() => {})
        }
        if (result === 'gave-up') whileWaiting()
        return { result }
      },
      tabs,
      digest,
      newKey: world.newKey,
      now: () => new Date('2026-11-23T10:00:00Z'),
      firstTryGraceMs: 0,
    })
  }

  close(world: World) {
    this.open = false
    world.locks.closeTab(this)
  }
}

/** The emails whose sign-up the outbox said it recorded or delivered. */
type Model = { submitted: Set<string> }
type Real = { world: World; tabs: Tab[] }

const EMAILS = ['ana@example.com', 'ben@example.com', 'cleo@example.com']
/** The same addresses as visitors type them: other case, stray spaces. */
const typedEmail = fc
  .tuple(fc.constantFrom(...EMAILS), fc.boolean(), fc.boolean())
  .map(([email, upper, spaces]) => {
    const cased = upper ? email.toUpperCase() : email
    return spaces ? `  ${cased} ` : cased
  })

const signupOf = (email: string) => ({
  fields: { name: 'Ana', email, userType: '' },
  email,
  source: { utm: {}, referrer: '', landingPath: '/' },
  spam: { honeypotFilled: false, submittedTooFast: false },
})

const liveTab = (real: Real, index: number) => {
  const open = real.tabs.filter((tab) => tab.open)
  return open[index % open.length]
}

/** Lets every promise that can settle settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

type HowSubmitted = 'once' | 'twice in one tab' | 'in two tabs at once'

/** A submit never fails while storage works; one recorded or delivered must arrive in the end. */
function note(model: Model, typed: string, outcome: SubmitOutcome) {
  expect(outcome.kind).not.toBe('failed')
  if (outcome.kind === 'recorded' || outcome.kind === 'delivered')
    model.submitted.add(typed.trim().toLowerCase())
}

class Submit implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly tab: number,
    readonly email: string,
    readonly how: HowSubmitted,
  ) {}
  check = () => true
  async run(model: Model, real: Real) {
    const first = liveTab(real, this.tab)
    const second = this.how === 'in two tabs at once' ? liveTab(real, this.tab + 1) : first
    if (!first || !second) return
    const submits = [first.outbox.submit(signupOf(this.email))]
    if (this.how !== 'once') submits.push(second.outbox.submit(signupOf(this.email.toUpperCase())))
    const outcomes = await Promise.all(submits)
    // A double click or a double Enter is one sign-up, with one outcome.
    if (this.how === 'twice in one tab') expect(outcomes[1]).toEqual(outcomes[0])
    for (const outcome of outcomes) note(model, this.email, outcome)
  }
  toString = () => `submit(tab ${this.tab}, ${JSON.stringify(this.email)}, ${this.how})`
}

/** The early-input script's names, as src/early-input.ts gives them (no spam timing here). */
const EARLY_NAMES: EarlySignupNames = {
  visitSourceKey: VISIT_SOURCE_KEY,
  honeypotName: HONEYPOT_FIELD_NAME,
  minHumanFillMs: 0,
  referralCode: REFERRAL_CODE,
}

/** The waitlist form as the prerendered page has it, filled in before the page's code ran. */
function filledForm(email: string): HTMLFormElement {
  const form = document.createElement('form')
  const input = (name: string, type: string, value: string) =>
    Object.assign(document.createElement('input'), { name, type, value })
  form.append(
    input('name', 'text', 'Ana'),
    input('email', 'email', email),
    input('userType', 'text', ''),
  )
  return form
}

/**
 * A submit before the page's code ran: the early-input script's keeper keeps it, under the
 * outbox's lock, through the outbox's store and rule. Then the app's code arrives and the form
 * takes the sign-up over (WaitlistForm: `adopt`), or the tab stays without it (closed soon, or its
 * code never came): an outbox sends it later.
 */
class EarlySubmit implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly tab: number,
    readonly email: string,
    readonly appArrives: boolean,
  ) {}
  check = () => true
  async run(model: Model, real: Real) {
    const tab = liveTab(real, this.tab)
    if (!tab) return
    const form = filledForm(this.email)
    const store = outboxStore(real.world.storage, storedEnvelope)
    const keeping = keepEarlySignup(form, EARLY_NAMES, { store, tabs: tab.tabs, digest })
    const key = form.getAttribute(KEPT_SIGNUP)
    if (!keeping || !key) throw new Error('a filled-in form was not kept')
    if ((await keeping) === 'kept') model.submitted.add(this.email.trim().toLowerCase())
    if (this.appArrives && tab.open)
      note(model, this.email, await tab.outbox.adopt(key, signupOf(this.email)))
  }
  toString = () =>
    `submit before the code (tab ${this.tab}, ${JSON.stringify(this.email)}${this.appArrives ? ', then the code arrives' : ''})`
}

class SetEndpoint implements fc.AsyncCommand<Model, Real> {
  constructor(readonly mode: EndpointMode) {}
  check = () => true
  async run(_model: Model, real: Real) {
    real.world.mode = this.mode
  }
  toString = () => `endpoint ${this.mode}`
}

class CloseTabMidRequest implements fc.AsyncCommand<Model, Real> {
  check = () => true
  async run(_model: Model, real: Real) {
    real.world.closeAfterNextArrival = true
  }
  toString = () => 'the next request arrives, and its tab closes before the answer'
}

class GoOffline implements fc.AsyncCommand<Model, Real> {
  check = () => true
  async run(_model: Model, real: Real) {
    real.world.online = false
  }
  toString = () => 'go offline'
}

class ComeOnline implements fc.AsyncCommand<Model, Real> {
  check = () => true
  async run(_model: Model, real: Real) {
    real.world.comeOnline()
    // The `online` event: every open tab sends what is pending (nothing waits for it).
    for (const tab of real.tabs.filter((open) => open.open)) void tab.outbox.flush()
    await settle()
  }
  toString = () => 'come online'
}

class Reload implements fc.AsyncCommand<Model, Real> {
  constructor(readonly tab: number) {}
  check = () => true
  async run(_model: Model, real: Real) {
    const tab = liveTab(real, this.tab)
    if (!tab) return
    tab.close(real.world)
    await this.openTab(real)
  }
  async openTab(real: Real) {
    const tab = new Tab(real.world)
    real.tabs.push(tab)
    // A new visit sends what an earlier one left pending; it need not finish before we go on.
    void tab.outbox.flush()
    await settle()
  }
  toString = () => `reload(tab ${this.tab})`
}

class OpenTab extends Reload {
  override async run(_model: Model, real: Real) {
    await this.openTab(real)
  }
  override toString = () => 'open another tab'
}

const commands = [
  fc
    .tuple(
      fc.nat(3),
      typedEmail,
      fc.constantFrom<HowSubmitted>('once', 'twice in one tab', 'in two tabs at once'),
    )
    .map(([tab, email, how]) => new Submit(tab, email, how)),
  fc
    .tuple(fc.nat(3), typedEmail, fc.boolean())
    .map(([tab, email, appArrives]) => new EarlySubmit(tab, email, appArrives)),
  fc.constantFrom<EndpointMode>('accepts', 'fails', 'refuses').map((mode) => new SetEndpoint(mode)),
  fc.constant(new GoOffline()),
  fc.constant(new ComeOnline()),
  fc.nat(3).map((tab) => new Reload(tab)),
  fc.constant(new OpenTab(0)),
  fc.constant(new CloseTabMidRequest()),
]

function storedEntries(world: World) {
  const stored = JSON.parse(world.storage.getItem('restwell.waitlistOutbox') ?? '[]')
  return z.array(outboxEntry).parse(stored)
}

describe('the waitlist outbox, under any sequence of visits, failures and tabs', () => {
  it('never loses a recorded sign-up and never sends one twice', { timeout: 60_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 40 }), async (scenario) => {
        const world = new World()
        const real: Real = { world, tabs: [new Tab(world)] }
        const model: Model = { submitted: new Set() }
        await fc.asyncModelRun(() => ({ model, real }), scenario)

        // The network and the endpoint are well again, and the visitor comes back.
        world.mode = 'accepts'
        world.closeAfterNextArrival = false
        world.comeOnline()
        await new OpenTab(0).run(model, real)
        await Promise.all(real.tabs.filter((tab) => tab.open).map((tab) => tab.outbox.flush()))
        await settle()

        // One sign-up per address: never a new key for one the endpoint already keeps.
        expect(world.secondSignups).toEqual([])
        // Sent again only where an answer was lost: one tab at a time, and never after delivery.
        for (const [key, count] of world.accepted)
          expect(count, `${key} accepted ${count} times`).toBeLessThanOrEqual(
            1 + (world.answersLost.get(key) ?? 0),
          )
        const stored = storedEntries(world)
        // Every recorded sign-up arrived, or is kept on the device as refused (needing attention).
        for (const email of model.submitted) {
          const refused = stored.some((entry) => entry.email === email)
          expect(world.kept.has(email) || refused, `${email} was lost`).toBe(true)
        }
        expect(stored.filter((entry) => entry.state === 'pending')).toEqual([])
      }),
      { numRuns: 300, timeout: 1000 },
    )
  })
})
