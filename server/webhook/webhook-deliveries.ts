import { randomUUID } from 'node:crypto'
import { Webhook } from 'standardwebhooks'
import { z } from 'zod'
import type { WebhookTarget } from '../config.ts'
import type { Database, Queryable } from '../db/database.ts'
import { type RepeatedRuns, runRepeatedly } from '../repeated-runs.ts'
import { errorKind } from '../waitlist/store-errors.ts'

/**
 * When a delivery that failed is tried again: 30 s after the first try, then twice as long each
 * time, at most an hour apart, for a day; then it is failed and listed (decision 0034).
 */
export const DELIVERY_RETRY = { firstAfterSeconds: 30, atMostSeconds: 3600, forHours: 24 }

/** How long a receiver has to answer before the attempt counts as failed. */
export const DELIVERY_TIMEOUT_MS = 10_000

/** The most deliveries one run claims: the rest wait for the next run, a moment later. */
const BATCH = 20

const QUEUE = `INSERT INTO webhook_deliveries
    (message_id, cause, event_type, email, body, run_at, created_at)
  VALUES ($1, $2, $3, $4, $5, $6::timestamptz, $6::timestamptz)
  ON CONFLICT (cause) DO NOTHING
  RETURNING 1`

// As mail_jobs: a claim moves the delivery's time on by its next retry interval before it is
// sent, so a process that dies while sending leaves it to whichever process runs next after that.
const CLAIM_DUE = `UPDATE webhook_deliveries SET attempts = attempts + 1,
    run_at = $1::timestamptz + LEAST(${DELIVERY_RETRY.firstAfterSeconds} * power(2, attempts),
      ${DELIVERY_RETRY.atMostSeconds}) * interval '1 second'
  WHERE id IN (
    SELECT id FROM webhook_deliveries
    WHERE delivered_at IS NULL AND failed_at IS NULL AND run_at <= $1::timestamptz
    ORDER BY run_at LIMIT ${BATCH}
    FOR UPDATE SKIP LOCKED)
  RETURNING id::text AS id, message_id, event_type, body`

const MARK_DELIVERED = `UPDATE webhook_deliveries
  SET delivered_at = $2::timestamptz, email = '', body = '', last_error = NULL
  WHERE id = $1::bigint`

const MARK_FAILED = `UPDATE webhook_deliveries SET last_error = $2,
    failed_at = CASE WHEN created_at <= $3::timestamptz - interval '${DELIVERY_RETRY.forHours} hours'
      THEN $3::timestamptz END
  WHERE id = $1::bigint`

const FAILED = `SELECT message_id, event_type, email, attempts, last_error, created_at, failed_at
  FROM webhook_deliveries WHERE failed_at IS NOT NULL
  ORDER BY failed_at DESC, id DESC LIMIT $1`

const claimedDelivery = z.object({
  id: z.string(),
  message_id: z.string(),
  event_type: z.string(),
  body: z.string(),
})
type ClaimedDelivery = z.infer<typeof claimedDelivery>

/** An event to deliver: its cause (one delivery per cause), whose it is, and its JSON body. */
export type NewDelivery = { cause: string; eventType: string; email: string; body: string }

/**
 * Writes an event's delivery in `tx` (the transaction of what caused it), under a new webhook-id
 * that every attempt keeps. Whether it was written: a cause that has one gets no second.
 */
export async function queueDelivery(
  tx: Queryable,
  delivery: NewDelivery,
  now: Date,
): Promise<boolean> {
  const messageId = `msg_${randomUUID().replaceAll('-', '')}`
  const { cause, eventType, email, body } = delivery
  const rows = await tx.query(QUEUE, [messageId, cause, eventType, email, body, now])
  return rows.length > 0
}

export const failedDelivery = z.object({
  /** The webhook-id every attempt carried. */
  message_id: z.string(),
  event_type: z.string(),
  /** Whose sign-up it was about. */
  email: z.string(),
  attempts: z.number(),
  /** The last attempt's failure: "HTTP 500", "timed out", "ECONNREFUSED". */
  last_error: z.string().nullable(),
  created_at: z.coerce.date(),
  failed_at: z.coerce.date(),
})
export type FailedDelivery = z.infer<typeof failedDelivery>

/** The deliveries given up after a day of failures, newest first: for the owner's dashboard. */
export async function failedDeliveries(db: Queryable, limit = 50): Promise<FailedDelivery[]> {
  return (await db.query(FAILED, [limit])).map((row) => failedDelivery.parse(row))
}

/** Why an attempt failed, in a word or two: never the receiver's answer, which may echo data. */
function failureOf(error: unknown): string {
  if (error instanceof Error || error instanceof DOMException) {
    if (error.name === 'TimeoutError') return 'timed out'
    // fetch's own error says only "fetch failed"; the socket's code is in its cause.
    const { cause } = error
    if (cause instanceof Error && 'code' in cause && typeof cause.code === 'string')
      return cause.code
  }
  return errorKind(error)
}

export type WebhookSender = {
  /** Claims the deliveries due now and sends them, once: what `npm run waitlist -- send` runs. */
  runDue: () => Promise<{ delivered: number; failed: number }>
  /** Runs the due deliveries every `everyMs` and whenever `wake` is called, until `stop`. */
  start: (everyMs: number) => RepeatedRuns
}

export type SenderOptions = { now?: () => Date; timeoutMs?: number }

/**
 * Posts the deliveries of `webhook_deliveries` to the target, signed per Standard Webhooks
 * (webhook-id, webhook-timestamp, webhook-signature): each claimed by one process at a time
 * (FOR UPDATE SKIP LOCKED), delivered on a 2xx answer, else tried again later. A redirect is a
 * failure, as the standard asks.
 */
export function webhookSender(
  db: Database,
  target: WebhookTarget,
  { now = () => new Date(), timeoutMs = DELIVERY_TIMEOUT_MS }: SenderOptions = {},
): WebhookSender {
  const signer = new Webhook(target.secret)

  /** Undefined once the receiver took it, else why not. */
  async function post(delivery: ClaimedDelivery): Promise<string | undefined> {
    // The moment of sending by this machine's clock, never the jobs' `now`: the receiver checks
    // it against its own clock (5 minutes either way) to refuse a replayed request.
    const signedAt = new Date()
    const response = await fetch(target.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'webhook-id': delivery.message_id,
        'webhook-timestamp': String(Math.floor(signedAt.getTime() / 1000)),
        'webhook-signature': signer.sign(delivery.message_id, signedAt, delivery.body),
      },
      body: delivery.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    })
    await response.body?.cancel()
    return response.ok ? undefined : `HTTP ${response.status}`
  }

  async function deliverOne(delivery: ClaimedDelivery): Promise<boolean> {
    const failure = await post(delivery).catch(failureOf)
    if (failure === undefined) {
      await db.query(MARK_DELIVERED, [delivery.id, now()])
      return true
    }
    console.error(`A ${delivery.event_type} event could not be delivered yet: ${failure}`)
    await db.query(MARK_FAILED, [delivery.id, failure, now()]).catch(() => {})
    return false
  }

  async function runDue() {
    let delivered = 0
    let failed = 0
    for (;;) {
      const claimed = (await db.query(CLAIM_DUE, [now()])).map((row) => claimedDelivery.parse(row))
      for (const delivery of claimed) {
        if (await deliverOne(delivery)) delivered++
        else failed++
      }
      if (claimed.length < BATCH) return { delivered, failed }
    }
  }

  return {
    runDue,
    start: (everyMs) => runRepeatedly(runDue, everyMs, 'Delivering webhook events'),
  }
}
