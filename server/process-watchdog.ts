import { Worker } from 'node:worker_threads'

/** Main-thread silence after which the process is ended: longer than any honest query. */
export const STALL_LIMIT_MS = 10_000

/**
 * Runs in a thread of its own, so a main thread stuck in a loop (PGlite after a failed write
 * spins at 100% CPU and never yields) cannot starve it. It ends the process with SIGKILL, the
 * one signal Node cannot delay, when the main thread stops beating or a stop overruns its time.
 */
const WATCHDOG_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const { writeSync } = require('node:fs')
const beats = new Int32Array(workerData.beats)
let last = Atomics.load(beats, 0)
let lastChange = Date.now()
let deadline = Infinity
const end = (why) => {
  writeSync(2, 'Watchdog: ' + why + '; ending the process so its supervisor starts a fresh one.\\n')
  process.kill(process.pid, 'SIGKILL')
}
parentPort.on('message', (message) => {
  deadline = Math.min(deadline, Date.now() + message.stopWithinMs)
})
setInterval(() => {
  const now = Date.now()
  const beat = Atomics.load(beats, 0)
  if (beat !== last) {
    last = beat
    lastChange = now
  }
  if (now - lastChange > workerData.stallLimitMs) end('the main thread has not answered for ' + (now - lastChange) + ' ms')
  else if (now > deadline) end('the stop took too long')
}, 250)
`

export type Watchdog = {
  /** The process ends within `ms` from now, whatever its main thread does meanwhile. */
  stopWithin: (ms: number) => void
}

/** Starts the watchdog of this process (one per process: `npm run serve`). */
export function startWatchdog(stallLimitMs = STALL_LIMIT_MS): Watchdog {
  const beats = new SharedArrayBuffer(4)
  const counter = new Int32Array(beats)
  setInterval(() => Atomics.add(counter, 0, 1), 500).unref()
  const worker = new Worker(WATCHDOG_SOURCE, { eval: true, workerData: { beats, stallLimitMs } })
  worker.unref()
  return { stopWithin: (ms) => worker.postMessage({ stopWithinMs: ms }) }
}
