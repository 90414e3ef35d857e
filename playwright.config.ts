import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium-path.mjs'

const PORT = Number(process.env.E2E_PORT ?? 4317)
// Another build folder lets two runs share a checkout without overwriting each other.
const DIST = process.env.E2E_DIST ?? 'dist'
const ORIGIN = `http://127.0.0.1:${PORT}`

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: 'list',
  forbidOnly: Boolean(process.env.CI),
  use: {
    baseURL: ORIGIN,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: findChromium(),
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  // The production build, prerendered for this origin and served as a static host serves it.
  webServer: {
    command: `node node_modules/tsx/dist/cli.mjs scripts/build.ts --outDir ${DIST} && node node_modules/tsx/dist/cli.mjs scripts/static-server.ts --dir ${DIST} --port ${PORT}`,
    env: { SITE_URL: ORIGIN },
    url: ORIGIN,
    reuseExistingServer: false,
    timeout: 120_000,
  },
})
