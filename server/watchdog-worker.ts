// The watchdog's thread (process-watchdog.ts): a file of its own, run by a Worker, so a main
// thread stuck in a loop (PGlite after a failed write spins at 100% CPU and never yields) cannot
// starve it. It ends the process with SIGKILL, the one signal Node cannot delay, when the main
// thread stops beating or a stop overruns its time.
import { writeSync } from 'node:fs'
import { parentPort, workerData } from 'node:worker_threads'
import { z } from 'zod'

/** What process-watchdog.ts starts the thread with. */
const watchdogData = z.object({
  beats: z.instanceof(SharedArrayBuffer),
  stallLimitMs: z.number().positive(),
})
const stopMessage = z.object({ stopWithinMs: z.number() })

const { beats, stallLimitMs } = watchdogData.parse(workerData)
const counter = new Int32Array(beats)
let last = Atomics.load(counter, 0)
let lastChange = Date.now()
let deadline = Number.POSITIVE_INFINITY

function end(why: string): void {
  writeSync(2, `Watchdog: ${why}; ending the process so its supervisor starts a fresh one.\n`)
  process.kill(process.pid, 'SIGKILL')
}

parentPort?.on('message', (message: unknown) => {
  const stop = stopMessage.safeParse(message)
  if (stop.success) deadline = Math.min(deadline, Date.now() + stop.data.stopWithinMs)
})

setInterval(() => {
  const now = Date.now()
  const beat = Atomics.load(counter, 0)
  if (beat !== last) {
    last = beat
    lastChange = now
  }
  if (now - lastChange > stallLimitMs)
    end(`the main thread has not answered for ${now - lastChange} ms`)
  else if (now > deadline) end('the stop took too long')
}, 250)
