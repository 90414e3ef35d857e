import { Worker } from 'node:worker_threads'

/** Main-thread silence after which the process is ended: longer than any honest query. */
export const STALL_LIMIT_MS = 10_000

/**
 * The thread's file, beside this module: `watchdog-worker.js` in the build
 * (scripts/build-server.ts); from the source, the TypeScript file through a loader of tsx's
 * (watchdog-worker-from-source.mjs).
 */
const WORKER_FILE = new URL(
  import.meta.url.endsWith('.ts') ? './watchdog-worker-from-source.mjs' : './watchdog-worker.js',
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
