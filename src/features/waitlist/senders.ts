import { type SignupPayload, signupReceipt } from '@contract/signup-payload.ts'

/** The endpoint turned the sign-up down (a 4xx answer): sending it again will not help. */
export class RefusedError extends Error {
  override name = 'RefusedError'
}

/**
 * The endpoint does not take one of the form's fields yet: the content has a field the deployed
 * endpoint was built without (server/waitlist/signup-rules.ts, `unknown-field`). Nothing the
 * visitor typed is wrong, and a retry in a few seconds would meet the same endpoint: the sign-up
 * waits in the outbox and goes again later, once the endpoint is deployed with the new content.
 */
export class PostponedError extends Error {
  override name = 'PostponedError'
}

/** The sign-up did not arrive this time (no network, a 5xx, a busy endpoint): try again. */
export class RetryableError extends Error {
  override name = 'RetryableError'
}

/** A delivered sign-up: the personal link to share, where the endpoint gave one (issue 34). */
export type Delivered = { referralLink?: string }

/**
 * Sends one sign-up, once: resolves when it is delivered, throws one of the errors above. Any
 * 2xx answer is a delivery: the endpoint answers a new address and one already on the list alike
 * (issue 33, decision 0028), so what it says of the address is never read; only the personal
 * link its answer carries is.
 */
export type Send = (payload: SignupPayload) => Promise<Delivered>

/** 4xx answers that mean "not now" rather than "not this": worth a retry. */
const TRANSIENT = new Set([408, 425, 429])

/** Whether an answer's status turns the request down for good (a 4xx that is not "not now"). */
export function isRefusal(status: number): boolean {
  return status >= 400 && status < 500 && !TRANSIENT.has(status)
}

/** The product's behaviour: the sign-up goes to the browser console, and only what the visitor typed. */
export const consoleSender: Send = async (payload) => {
  console.info('Waitlist sign-up', payload.fields)
  return {}
}

/** The personal link of a 202's JSON (`signupReceipt`), when it is a web address. */
async function referralLinkOf(response: Response): Promise<Delivered> {
  const receipt = signupReceipt.safeParse(await response.json().catch(() => undefined))
  const link = receipt.success ? receipt.data.referralLink : undefined
  if (!link) return {}
  try {
    const { protocol } = new URL(link)
    return protocol === 'https:' || protocol === 'http:' ? { referralLink: link } : {}
  } catch {
    return {} // not an address
  }
}

/** The `error` a refusal names in its JSON answer, when it has one. */
async function errorNamed(response: Response): Promise<unknown> {
  const answer: unknown = await response.json().catch(() => undefined)
  return typeof answer === 'object' && answer !== null && 'error' in answer
    ? answer.error
    : undefined
}

/**
 * POSTs the payload as JSON, with its idempotency key also as the Idempotency-Key header, to an
 * http(s) address or a path of the site's own origin.
 */
export function httpSender(endpoint: string): Send {
  return async (payload) => {
    let response: Response
    try {
      response = await fetch(endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': payload.idempotencyKey,
        },
        body: JSON.stringify(payload),
        credentials: 'omit',
      })
    } catch (error) {
      throw new RetryableError('The waitlist endpoint could not be reached', { cause: error })
    }
    if (response.ok) return referralLinkOf(response)
    const refused = isRefusal(response.status)
    const problem = `The waitlist endpoint answered ${response.status}`
    if (response.status === 422 && (await errorNamed(response)) === 'unknown-field')
      throw new PostponedError(`${problem}: it does not take one of the form's fields yet`)
    throw refused ? new RefusedError(problem) : new RetryableError(problem)
  }
}

/** The sender the build's VITE_WAITLIST_ENDPOINT asks for. */
export function senderFor(endpoint: string): Send {
  return endpoint === '' ? consoleSender : httpSender(endpoint)
}
