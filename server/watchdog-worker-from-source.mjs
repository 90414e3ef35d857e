// The watchdog's thread when the server runs from its source (`node --import tsx`, the tests):
// Node 20 runs no `--import` hook in a worker, so this registers tsx itself, then runs the
// TypeScript file. The production bundle starts dist-server/watchdog-worker.js instead.
// biome-ignore lint/correctness/noUndeclaredDependencies: only a run from the source loads this file, and that run is tsx's; the bundle never does
import { register } from 'tsx/esm/api'

register()
await import('./watchdog-worker.ts')
