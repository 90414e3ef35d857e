import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium-path.mjs'
import { testContentRoot } from './tests/content-roots.ts'
import {
  CONSOLE_SITE,
  EDITED_SITE,
  ENDPOINT_SITE,
  SERVER_ADMIN_TOKEN,
  SERVER_SITE,
  SERVER_SITE_DATABASE,
  SERVER_SITE_DIR,
  SERVER_SITE_SERVER,
  TEST_ENDPOINT,
} from './tests/e2e/servers/test-sites.ts'

// Another build folder lets two runs share a checkout without overwriting each other.
const DIST = process.env.E2E_DIST ?? 'dist'
// E2E_ONLY=server runs the waitlist server's tests alone (CI runs them again on Postgres).
const SERVER_ONLY = process.env.E2E_ONLY === 'server'
// The sites are built from the frozen copy of the content, or the copy CONTENT_ROOT names
// (tests/content-roots.ts), which the tests read what they expect from.
const CONTENT_ROOT = testContentRoot()
const tsx = 'node node_modules/tsx/dist/cli.mjs'
const portOf = (origin: string) => new URL(origin).port

/** The production build, prerendered for `origin`, and the command that serves it. */
function builtSite(
  outDir: string,
  origin: string,
  env: Record<string, string> = {},
  before: string[] = [],
  serve = `${tsx} scripts/preview.ts --dir ${outDir} --port ${portOf(origin)}`,
) {
  const steps = [...before, `${tsx} scripts/build.ts --outDir ${outDir}`, serve]
  return {
    command: steps.join(' && '),
    env: { SITE_URL: origin, CONTENT_ROOT, ...env },
    url: origin,
    reuseExistingServer: false,
    timeout: 120_000,
  }
}

/** The site and its own endpoint in one process (npm run serve), on a database of its own. */
const serverSiteDir = SERVER_SITE_DIR
const serverSite = builtSite(
  serverSiteDir,
  SERVER_SITE,
  {
    VITE_WAITLIST_ENDPOINT: '/api/waitlist',
    DIST_DIR: serverSiteDir,
    PORT: portOf(SERVER_SITE),
    WAITLIST_DATA_DIR: `${serverSiteDir}-data/waitlist`,
    WAITLIST_ADMIN_TOKEN: SERVER_ADMIN_TOKEN,
    // Every test signs up from 127.0.0.1; the limit itself has its own test (tests/server).
    WAITLIST_RATE_LIMIT: '0',
    ...(SERVER_SITE_DATABASE ? { DATABASE_URL: SERVER_SITE_DATABASE.url } : {}),
  },
  [
    `rm -rf ${serverSiteDir}-data`,
    ...(SERVER_SITE_DATABASE ? [`${tsx} tests/e2e/servers/fresh-schema.ts`] : []),
  ],
  `node ${SERVER_SITE_SERVER}`,
)

const everySite = [
  // The default build: sign-ups go to the browser console.
  builtSite(DIST, CONSOLE_SITE),
  // The endpoint the waitlist tests steer, and a build that delivers sign-ups to it.
  {
    command: `${tsx} tests/e2e/servers/waitlist-endpoint-server.ts --port ${portOf(TEST_ENDPOINT)}`,
    url: TEST_ENDPOINT,
    reuseExistingServer: false,
    timeout: 30_000,
  },
  builtSite(`${DIST}-endpoint`, ENDPOINT_SITE, {
    VITE_WAITLIST_ENDPOINT: `${TEST_ENDPOINT}/signups`,
  }),
  // The frozen content with a maintainer's edits (tests/maintainer-edits/edits.ts).
  builtSite(`${DIST}-edited`, EDITED_SITE, { CONTENT_ROOT: `${DIST}-edited-content` }, [
    `${tsx} tests/maintainer-edits/write-edited-content.ts ${DIST}-edited-content`,
  ]),
  serverSite,
]

export default defineConfig({
  testDir: 'tests/e2e',
  // Traces and screenshots beside the builds: a run with E2E_DIST of its own (npm run
  // test:maintainer-edits) never empties the folder of a plain run in the same checkout.
  outputDir: DIST === 'dist' ? 'test-results' : `${DIST}-test-results`,
  testMatch: SERVER_ONLY ? 'waitlist-server*.spec.ts' : '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [
    ['list'],
    // Which content files differ from the frozen copy, under failures on other content.
    ['./tests/e2e/servers/content-note-reporter.ts'],
    // The whole verdict of `npm test` reads the outcome here (tests/verdict/).
    ...(process.env.E2E_JSON_REPORT
      ? [['json', { outputFile: process.env.E2E_JSON_REPORT }] as const]
      : []),
  ],
  forbidOnly: Boolean(process.env.CI),
  use: {
    baseURL: CONSOLE_SITE,
    // The production pages register a service worker once idle. Playwright's page.route does not
    // see what a service worker answers, so only the specs about it allow one (offline-visit).
    serviceWorkers: 'block',
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
  webServer: SERVER_ONLY ? [serverSite] : everySite,
})
