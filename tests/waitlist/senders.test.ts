// @vitest-environment node

import type { SignupPayload } from '@contract/signup-payload.ts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  httpSender,
  PostponedError,
  RefusedError,
  RetryableError,
} from '@/features/waitlist/senders'

const payload: SignupPayload = {
  kind: 'waitlist-signup',
  idempotencyKey: 'key-123456',
  createdAt: '2026-11-23T10:00:00.000Z',
  fields: { name: 'Ana', email: 'ana@example.com', userType: '' },
  source: { utm: {}, referrer: '', landingPath: '/' },
  spam: { honeypotFilled: false, submittedTooFast: false },
}

function answering(status: number) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(null, { status }))
  vi.stubGlobal('fetch', fetch)
  return fetch
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the http sender', () => {
  it('POSTs the payload as JSON with its key in the Idempotency-Key header, and no cookies', async () => {
    const fetch = answering(201)
    await httpSender('https://forms.example/restwell')(payload)
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(url).toBe('https://forms.example/restwell')
    expect(init?.method).toBe('POST')
    expect(init?.headers).toEqual({
      'content-type': 'application/json',
      'idempotency-key': 'key-123456',
    })
    expect(JSON.parse(String(init?.body))).toEqual(payload)
    expect(init?.credentials).toBe('omit')
  })

  it.each([400, 403, 404, 409, 422])('takes %i as a refusal: no retry', async (status) => {
    answering(status)
    await expect(httpSender('https://x.example')(payload)).rejects.toBeInstanceOf(RefusedError)
  })

  it('takes a 422 for a field the endpoint does not know yet as postponed: kept for later', async () => {
    const body = JSON.stringify({ error: 'unknown-field', field: 'phone' })
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(body, { status: 422 })),
    )
    await expect(httpSender('https://x.example')(payload)).rejects.toBeInstanceOf(PostponedError)
  })

  it('takes a 422 for a value the endpoint refuses as a refusal', async () => {
    const body = JSON.stringify({ error: 'invalid-field', field: 'email' })
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(body, { status: 422 })),
    )
    await expect(httpSender('https://x.example')(payload)).rejects.toBeInstanceOf(RefusedError)
  })

  it.each([408, 425, 429, 500, 502, 503])('takes %i as worth another try', async (status) => {
    answering(status)
    await expect(httpSender('https://x.example')(payload)).rejects.toBeInstanceOf(RetryableError)
  })

  it('takes an unreachable endpoint (offline, CORS refused) as worth another try', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    )
    await expect(httpSender('https://x.example')(payload)).rejects.toBeInstanceOf(RetryableError)
  })

  it.each([
    [
      'the personal link of a 202',
      { status: 'received', referralLink: 'https://restwell.example/?ref=Ab3_x-9Zq2' },
      { referralLink: 'https://restwell.example/?ref=Ab3_x-9Zq2' },
    ],
    ['no link where the answer has none', { status: 'received' }, {}],
    [
      'no link that is not a web address',
      { status: 'received', referralLink: 'data:text/html,hello' },
      {},
    ],
    [
      'no link from an answer of another shape',
      { ok: true, referralLink: 'https://x.example/?ref=abcdefgh' },
      {},
    ],
  ])('reads %s', async (_, answer, delivered) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(answer), { status: 202 })),
    )
    expect(await httpSender('https://x.example')(payload)).toEqual(delivered)
  })

  it('takes a 2xx without a body as delivered, with no link', async () => {
    answering(204)
    expect(await httpSender('https://x.example')(payload)).toEqual({})
  })
})
