import { type ChildProcess, spawn } from 'node:child_process'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { expect, type Page } from '@playwright/test'
import { z } from 'zod'
import { type MailboxEntry, readMailbox } from '../../../server/mail/mail-transport'
import { pageAssets as devPageAssets } from '../../../server/pages/dev-page-assets'
import { storedSignup } from '../../../server/waitlist/signup-store'
import { testContentRoot } from '../../content-roots'
import {
  SERVER_ADMIN_TOKEN,
  SERVER_SITE,
  SERVER_SITE_DATABASE,
  SERVER_SITE_DIR,
  SERVER_SITE_SERVER,
} from '../servers/test-sites'

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
 * The dev mailbox of SERVER_SITE's server, which runs without SMTP_URL: every message it would
 * have sent, as files beside its database (playwright.config.ts).
 */
const SERVER_MAILBOX = `${SERVER_SITE_DIR}-data/mailbox`

/** Waits for SERVER_SITE's server to have sent `count` messages to this email, oldest first. */
export async function mailOnceThereIs(email: string, count = 1): Promise<MailboxEntry[]> {
  const to = () =>
    readMailbox(SERVER_MAILBOX)
      .filter((message) => message.to === email)
      .reverse()
  await expect.poll(() => to().length, { timeout: 20_000 }).toBe(count)
  return to()
}

/** The link in a message's text that leads to `path`. */
export function linkIn(message: MailboxEntry | undefined, path: string): string {
  const link = message?.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(path))
  if (!link) throw new Error(`No link to ${path} in the message to ${message?.to}`)
  return link
}

/** How long a server of a test's own may take to answer: compiling it and opening a fresh
 * embedded database takes a few seconds on a quiet machine, and has taken over 30 s on a loaded
 * CI machine. */
const START_WITHIN_MS = 60_000

/** Ends a server process: asked to stop, then made to after 10 s. */
async function endProcess(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return
  await new Promise((resolve) => {
    server.once('exit', resolve)
    server.kill('SIGTERM')
    setTimeout(() => server.kill('SIGKILL'), 10_000).unref()
  })
}

/**
 * A waitlist server of the test's own (`npm run serve`), serving the same build as SERVER_SITE on
 * `port` with a database folder of its own, that the test can stop and start again. A server
 * that does not start is ended, never left behind to answer a later test on the same port, and
 * one that exits at once (a port taken) says so rather than let another process answer for it.
 */
export function ownWaitlistServer(
  port: number,
  dataDir: string,
  /** Settings of its own over the test run's (`DATABASE_URL: ''` for the embedded database). */
  env: Record<string, string> = {},
) {
  let child: ChildProcess | undefined
  const origin = `http://127.0.0.1:${port}`
  return {
    origin,
    async start() {
      // The built server on Node itself: the server is this very process, and its exit the
      // server's.
      const started = spawn(process.execPath, [SERVER_SITE_SERVER], {
        env: {
          ...process.env,
          // The content the site in DIST_DIR was built from, as the sign-ups' rules come from it.
          CONTENT_ROOT: testContentRoot(),
          PORT: String(port),
          DIST_DIR: SERVER_SITE_DIR,
          WAITLIST_DATA_DIR: dataDir,
          WAITLIST_ADMIN_TOKEN: SERVER_ADMIN_TOKEN,
          WAITLIST_RATE_LIMIT: '0',
          SITE_URL: origin,
          // On a Postgres server, SERVER_SITE's schema (test-sites.ts), not the server's default.
          ...(SERVER_SITE_DATABASE ? { DATABASE_URL: SERVER_SITE_DATABASE.url } : {}),
          ...env,
        },
        stdio: 'ignore',
      })
      child = started
      const deadline = Date.now() + START_WITHIN_MS
      for (;;) {
        if (started.exitCode !== null)
          throw new Error(`The waitlist server for ${origin} exited at once: is the port taken?`)
        if (
          await fetch(origin).then(
            (response) => response.ok,
            () => false,
          )
        )
          return
        if (Date.now() > deadline) {
          await endProcess(started)
          throw new Error(`The waitlist server for ${origin} did not answer within 60 s`)
        }
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
    },
    async stop() {
      if (child) await endProcess(child)
    },
  }
}

/** The one built file of SERVER_SITE's build in `folder` whose name `pattern` matches. */
function builtFile(folder: string, pattern: RegExp): string {
  const [name, ...others] = readdirSync(path.join(SERVER_SITE_DIR, folder)).filter((file) =>
    pattern.test(file),
  )
  if (!name || others.length > 0) throw new Error(`Not one ${pattern} in ${folder}`)
  return path.join(SERVER_SITE_DIR, folder, name)
}

/**
 * Shows a server page rendered here, from the source, as SERVER_SITE would show it: on its
 * origin, its stylesheets (the dev server's addresses, from the source) answered with the files
 * of SERVER_SITE's build.
 */
export async function showServerPage(page: Page, html: string): Promise<void> {
  const [stylesheet, fontFaces] = devPageAssets().stylesheets
  await page.route(`${SERVER_SITE}${stylesheet}`, (route) =>
    route.fulfill({ path: builtFile('assets/server-pages', /^pages-[\w-]+\.css$/) }),
  )
  await page.route(`${SERVER_SITE}${fontFaces}`, (route) =>
    route.fulfill({ path: builtFile('assets/server-pages', /^brand-fonts-[\w-]+\.css$/) }),
  )
  await page.goto(`${SERVER_SITE}/robots.txt`)
  await page.setContent(html, { waitUntil: 'load' })
}
