// Runs a bench on a Node its tools accept: Lighthouse 13.5 and puppeteer-core 25 want Node 22 or
// later. On an older Node, the bench runs on Node 24 once scripts/node-24.ts has fetched it, and
// says so; without it, it says what to do and runs on this Node, as it did before.
// Usage: tsx scripts/on-node-24.ts <script.ts> [args…]   (npm run bench)
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import semver from 'semver'
import { installedNode24 } from './node-24.ts'

/** The packages the bench runs whose engines ask more than this project's floor. */
export const BENCH_TOOLS = ['lighthouse', 'puppeteer-core']

/** What each tool asks of Node, from its package.json. */
function toolWants(): { tool: string; node: string }[] {
  const require = createRequire(import.meta.url)
  return BENCH_TOOLS.map((tool) => {
    const manifest = JSON.parse(readFileSync(require.resolve(`${tool}/package.json`), 'utf8'))
    return { tool, node: manifest.engines?.node ?? '*' }
  })
}

/** The Node to run the bench on, and the line that says why when it is not this one. */
function chooseNode(): { node: string; note?: string } {
  const refusing = toolWants().filter(({ node }) => !semver.satisfies(process.version, node))
  if (refusing.length === 0) return { node: process.execPath }
  const wants = refusing.map(({ tool, node }) => `${tool} wants Node ${node}`).join(', ')
  const node24 = installedNode24()
  if (node24) return { node: node24, note: `${wants}: running on Node 24 (${node24}).` }
  return {
    node: process.execPath,
    note: `${wants}, and this is ${process.version}: fetch Node 24 once with \`npx tsx scripts/node-24.ts\` and npm run bench runs on it. Running on ${process.version} meanwhile.`,
  }
}

/** Runs `script` with `args` on the chosen Node, and ends as it ends. */
function runBench(script: string, args: string[]) {
  const { node, note } = chooseNode()
  if (note) console.log(note)
  const bench = spawn(node, ['--import', 'tsx', script, ...args], { stdio: 'inherit' })
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => bench.kill(signal))
  bench.on('exit', (code, signal) => {
    process.exitCode = code ?? (signal ? 1 : 0)
  })
}

const [entry, script, ...args] = process.argv.slice(1)
if (entry && script && import.meta.url === pathToFileURL(path.resolve(entry)).href)
  runBench(script, args)
