/**
 * When a job that failed is tried again: `firstAfterSeconds` after its first try, then twice as
 * long each time, at most `atMostSeconds` apart, until `forSeconds` after it was written; then it
 * is given up (`failed_at`).
 */
export type RetryPolicy = { firstAfterSeconds: number; atMostSeconds: number; forSeconds: number }

/** What a column of a job keeps no more is set to: nothing, an empty JSON object, NULL. */
export type EmptyValue = "''" | "'{}'" | 'NULL'

/** The columns a job keeps no more, and what each is set to. */
export type EmptiedColumns = Readonly<Record<string, EmptyValue>>

/**
 * A table of durable jobs (`mail_jobs`, `webhook_deliveries`) as the jobs module needs it: each
 * row has `id`, `attempts`, `run_at`, `created_at`, `failed_at`, `last_error` and a column that
 * says when it was done. Every name here is the code's own, never input: the statements of
 * job-statements.ts are built from them (as identifiers, never as text).
 */
export type JobTable = {
  name: string
  /** The time it was done: `sent_at`, `delivered_at`. */
  doneAt: string
  /** The columns a claimed job hands its handler, besides its id and attempt. */
  carries: readonly string[]
  /** What a job done (or dropped) keeps no more. */
  emptiedWhenDone: EmptiedColumns
  /** What a job given up after its retries keeps no more. */
  emptiedWhenGivenUp: EmptiedColumns
  retry: RetryPolicy
}
