import { randomUUID } from 'node:crypto'
import type { NotNull } from 'kysely'
import { Webhook } from 'standardwebhooks'
import { z } from 'zod'
import type { WebhookTarget } from '../config.ts'
import type { Queryable } from '../db/database.ts'
import { type JobOutcome, jobRunner } from '../jobs/job-runner.ts'
import type { JobTable } from '../jobs/job-table.ts'
import type { RepeatedRuns } from '../repeated-runs.ts'
import { errorKind } from '../waitlist/store-errors.ts'

/**
 * `webhook_deliveries` as a table of durable jobs: retried 30 s after a failure, then twice as
 * long each time, at most an hour apart, for a day; then it is failed and listed (decision 0034).
 * A delivered event keeps no address and no body.
 */
export const WEBHOOK_DELIVERIES: JobTable = {
  name: 'webhook_deliveries',
  doneAt: 'delivered_at',
  carries: ['message_id', 'event_type', 'body'],
  emptiedWhenDone: { email: "''", body: "''", last_error: 'NULL' },
  emptiedWhenGivenUp: {},
  retry: { firstAfterSeconds: 30, atMostSeconds: 3600, forSeconds: 24 * 3600 },
}

/** How long a receiver has to answer before the attempt counts as failed. */
export const DELIVERY_TIMEOUT_MS = 10_000

/** How many deliveries one process posts at once: a receiver slow to answer one holds up no other. */
export const DELIVERY_CONCURRENCY = 4

const claimedDelivery = z.object({
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
  const rows = await tx
    .insertInto('webhook_deliveries')
    .values({
      message_id: messageId,
      cause,
      event_type: eventType,
      email,
      body,
      run_at: now,
      created_at: now,
    })
    .onConflict((conflict) => conflict.column('cause').doNothing())
    .returning('id')
    .execute()
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
  return db
    .selectFrom('webhook_deliveries')
    .select(['message_id', 'event_type', 'email', 'attempts', 'last_error'])
    .select(['created_at', 'failed_at'])
    .where('failed_at', 'is not', null)
    .$narrowType<{ failed_at: NotNull }>()
    .orderBy('failed_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
}

/** A receiver's answer that was not a 2xx (a redirect included, as the standard asks). */
class ReceiverRefused extends Error {
  constructor(readonly status: number) {
    super(`HTTP ${status}`)
  }
}

/** Why an attempt failed, in a word or two: never the receiver's answer, which may echo data. */
function failureOf(error: unknown): string {
  if (error instanceof ReceiverRefused) return error.message
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
 * (webhook-id, webhook-timestamp, webhook-signature), as jobs of server/jobs/: each claimed by
 * one process for the time its post may take, up to DELIVERY_CONCURRENCY at once, delivered on a
 * 2xx answer, else tried again later.
 */
export function webhookSender(
  db: Queryable,
  target: WebhookTarget,
  { now, timeoutMs = DELIVERY_TIMEOUT_MS }: SenderOptions = {},
): WebhookSender {
  const signer = new Webhook(target.secret)

  async function post(delivery: ClaimedDelivery, signal: AbortSignal): Promise<JobOutcome> {
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
      signal,
    })
    await response.body?.cancel()
    if (!response.ok) throw new ReceiverRefused(response.status)
    return 'done'
  }

  const runner = jobRunner(
    db,
    {
      what: 'Delivering webhook events',
      table: WEBHOOK_DELIVERIES,
      job: claimedDelivery,
      // Every attempt carries the same webhook-id: a receiver drops a repeat by it.
      run: (delivery, _attempt, signal) => post(delivery, signal),
      timeoutMs,
      concurrency: DELIVERY_CONCURRENCY,
      failedLine: (delivery, failure) =>
        `A ${delivery.event_type} event could not be delivered yet: ${failure}`,
      failureOf,
    },
    { now },
  )
  return {
    async runDue() {
      const { done, failed } = await runner.runDue()
      return { delivered: done, failed }
    },
    start: runner.start,
  }
}
