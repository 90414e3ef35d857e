import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'

/** Main-thread silence after which the process is ended: longer than any honest query. */
export const STALL_LIMIT_MS = 10_000

/**
 * The thread's file, beside this module: `watchdog-worker.ts` run from the source (tsx, whose
 * loader the worker inherits), `watchdog-worker.js` in the build (scripts/build-server.ts).
 */
const WORKER_FILE = new URL(
  `./watchdog-worker${path.extname(fileURLToPath(import.meta.url))}`,
  import.meta.url,
)

export type Watchdog = {
  /** The process ends within `ms` from now, whatever its main thread does meanwhile. */
  stopWithin: (ms: number) => void
}

/** Starts the watchdog of this process (one per process: `npm run serve`). */
export function startWatchdog(stallLimitMs = STALL_LIMIT_MS): Watchdog {
  const beats = new SharedArrayBuffer(4)
  const counter = new Int32Array(beats)
  setInterval(() => Atomics.add(counter, 0, 1), 500).unref()
  const worker = new Worker(WORKER_FILE, { workerData: { beats, stallLimitMs } })
  worker.unref()
  return { stopWithin: (ms) => worker.postMessage({ stopWithinMs: ms }) }
}
