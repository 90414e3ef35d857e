// @vitest-environment node
import { readFileSync } from 'node:fs'
import path from 'node:path'
import semver from 'semver'
import { describe, expect, it } from 'vitest'
import { NODE_24_VERSION } from '../../scripts/node-24.ts'
import { BENCH_TOOLS } from '../../scripts/on-node-24.ts'
import { ROOT } from './dockerfile.ts'

type LockedPackage = { dev?: boolean; engines?: { node?: string } }
const read = (file: string) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'))
const engines: string = read('package.json').engines.node
const locked: Record<string, LockedPackage> = read('package-lock.json').packages

/** What each installed package asks of Node, by its place in node_modules. */
const wants = (keep: (entry: LockedPackage) => boolean) =>
  Object.entries(locked)
    .filter(([place, entry]) => place !== '' && keep(entry) && entry.engines?.node)
    .map(([place, entry]) => ({ place, node: entry.engines?.node ?? '*' }))

describe('engines tells what production needs', () => {
  it('promises no Node that a runtime dependency refuses', () => {
    const runtime = wants((entry) => !entry.dev)
    expect(runtime.length).toBeGreaterThan(0)
    const refused = runtime.filter(({ node }) => !semver.subset(engines, node))
    expect(refused).toEqual([])
  })

  it('asks no more than the runtime dependencies need', () => {
    const floor = semver.minVersion(engines)?.version ?? ''
    const runtime = wants((entry) => !entry.dev)
    const oneBelow = `${semver.major(floor)}.${semver.minor(floor) - 1}.99`
    // The floor is the least every runtime dependency accepts: one release below, one refuses.
    expect(runtime.some(({ node }) => !semver.satisfies(oneBelow, node))).toBe(true)
  })

  it('is met by the Node the image and CI’s production start run on', () => {
    expect(semver.satisfies(NODE_24_VERSION, engines)).toBe(true)
  })
})

describe('the benches name what they need, and Node 24 meets it', () => {
  it('lists every package they run whose engines refuse this project’s floor', () => {
    const needsMore = wants((entry) => Boolean(entry.dev))
      .filter(({ node }) => !semver.subset(engines, node))
      .map(({ place }) => place.replace(/^.*node_modules\//, ''))
    for (const tool of BENCH_TOOLS) expect(needsMore).toContain(tool)
  })

  it('runs them on a Node they accept', () => {
    for (const tool of BENCH_TOOLS) {
      const node = locked[`node_modules/${tool}`]?.engines?.node ?? ''
      expect(semver.satisfies(NODE_24_VERSION, node), `${tool} wants ${node}`).toBe(true)
    }
  })
})
