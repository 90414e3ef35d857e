import { type ChildProcess, spawn } from 'node:child_process'
import { expect } from '@playwright/test'
import { z } from 'zod'
import { storedSignup } from '../../../server/waitlist/signup-store'
import { SERVER_ADMIN_TOKEN, SERVER_SITE } from '../servers/test-sites'

/** The rows the waitlist server holds for this email, read through its admin export. */
export async function rowsFor(email: string, site = SERVER_SITE) {
  const response = await fetch(`${site}/api/waitlist/export.json`, {
    headers: { authorization: `Bearer ${SERVER_ADMIN_TOKEN}` },
  })
  expect(response.status).toBe(200)
  const rows = z.array(storedSignup).parse(await response.json())
  return rows.filter((row) => row.email === email.trim().toLowerCase())
}

/** Waits for the server to hold `count` rows for this email, then returns them. */
export async function rowsOnceThereAre(email: string, count: number, site = SERVER_SITE) {
  await expect
    .poll(async () => (await rowsFor(email, site)).length, { timeout: 20_000 })
    .toBe(count)
  return rowsFor(email, site)
}

/**
 * A waitlist server of the test's own (`npm run serve`), serving the same build as SERVER_SITE on
 * `port` with a database folder of its own, that the test can stop and start again.
 */
export function ownWaitlistServer(port: number, dataDir: string) {
  let child: ChildProcess | undefined
  const origin = `http://127.0.0.1:${port}`
  return {
    origin,
    async start() {
      child = spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/node.ts'], {
        env: {
          ...process.env,
          PORT: String(port),
          DIST_DIR: `${process.env.E2E_DIST ?? 'dist'}-server`,
          WAITLIST_DATA_DIR: dataDir,
          WAITLIST_ADMIN_TOKEN: SERVER_ADMIN_TOKEN,
          WAITLIST_RATE_LIMIT: '0',
          SITE_URL: origin,
        },
        stdio: 'ignore',
      })
      // Compiling the server and opening a fresh embedded database takes a few seconds on a quiet
      // machine, and has taken over 30 s on a loaded CI machine.
      await expect
        .poll(
          () =>
            fetch(origin).then(
              (response) => response.status,
              () => 0,
            ),
          { timeout: 60_000 },
        )
        .toBe(200)
    },
    async stop() {
      const stopping = child
      if (!stopping || stopping.exitCode !== null) return
      await new Promise((resolve) => {
        stopping.once('exit', resolve)
        stopping.kill('SIGTERM')
      })
    },
  }
}
