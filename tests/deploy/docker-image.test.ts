// @vitest-environment node
// What the image is made of. No Docker engine runs here: npm run test:deploy makes and starts the
// image's runtime on a plain host, with these same stages (tests/deploy/production-start.ts).
import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { serverOutDir } from '../../scripts/build-server.ts'
import { buildContextFiles, leftOut } from './build-context.ts'
import { dockerStages, ROOT, runtimeStage } from './dockerfile.ts'

const stages = dockerStages()
const runtime = runtimeStage(stages)

describe('the Docker image', () => {
  it('is made and run on Node 24 LTS', () => {
    expect(stages.map((stage) => stage.image)).toEqual([
      'node:24-bookworm-slim',
      'node:24-bookworm-slim',
    ])
  })

  it('holds the built site and server, with the runtime dependencies alone', () => {
    expect(runtime.runs[0]).toMatch(/^npm ci --omit=dev\b/)
    expect(runtime.copies).toEqual([
      'package.json package-lock.json ./',
      '--from=build /app/dist ./dist',
      `--from=build /app/${serverOutDir('dist')} ./${serverOutDir('dist')}`,
    ])
  })

  it('runs the built server with node, as a user who is not root, and checks its health', () => {
    expect(runtime.cmd).toEqual(['node', `${serverOutDir('dist')}/node.js`])
    expect(runtime.user).toBe('node')
    expect(runtime.healthcheck?.join(' ')).toContain('/api/health')
    expect(runtime.env.NODE_ENV).toBe('production')
  })
})

describe('the build context (.dockerignore)', () => {
  it('sends every file git tracks', () => {
    const tracked = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
      .split('\n')
      .filter(Boolean)
    const sent = new Set(buildContextFiles())
    expect(tracked.filter((file) => !sent.has(file))).toEqual([])
  })

  it('leaves out what is installed, built, kept or set on this machine', () => {
    const local = [
      'node_modules/react/package.json',
      'dist/index.html',
      `${serverOutDir('dist')}/node.js`,
      'dist-api/index.html',
      '.data/waitlist/PG_VERSION',
      '.env',
      '.env.local',
      'test-results/trace.zip',
      'playwright-report/index.html',
      'reports/bench.json',
      '.git',
    ]
    const isLeftOut = leftOut()
    expect(local.filter((file) => !isLeftOut(file))).toEqual([])
  })
})
