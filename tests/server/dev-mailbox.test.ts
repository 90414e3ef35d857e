// @vitest-environment node
import { mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { fillTemplate } from '../../contract/fill-template.ts'
import { loadContent } from '../../server/content.ts'
import type { WaitlistDatabase } from '../../server/db/database.ts'
import { CONFIRM_PATH, MAILBOX_PATH } from '../../server/mail/mail-links.ts'
import { mailService } from '../../server/mail/mail-service.ts'
import { postJson, signupBody, uniqueEmail } from './signup-requests.ts'
import { SITE_ORIGIN, startTestServer, useTestDatabase } from './test-servers.ts'

// Each file opens a real Postgres (PGlite compiles WebAssembly first): slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 })

const content = loadContent()

/** The server's mail without SMTP_URL, as `npm start` has it, keeping messages in `folder`. */
function mailboxMail(
  db: WaitlistDatabase,
  folder: string,
  production: boolean,
  tell: (line: string) => void,
) {
  return mailService({
    db,
    content: () => content,
    mailboxDir: folder,
    linkOrigin: SITE_ORIGIN,
    port: 0,
    production,
    fallbackOrigin: () => SITE_ORIGIN,
    tell,
  })
}

describe('the dev mailbox (no SMTP_URL)', () => {
  const db = useTestDatabase(undefined)

  it('keeps each message as a file, tells the terminal the confirmation link, and lists the messages on its page', async () => {
    const folder = path.join(mkdtempSync(path.join(tmpdir(), 'mailbox-')), 'mailbox')
    const lines: string[] = []
    const mail = mailboxMail(db(), folder, false, (line) => lines.push(line))
    const server = await startTestServer(db(), { mail })
    const email = uniqueEmail('mailbox')
    await postJson(server.url, signupBody(email))
    await mail.sender.runDue()

    expect(readdirSync(folder).filter((file) => file.endsWith('.eml'))).toHaveLength(1)
    expect(lines).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Confirmation email for ${email} \\(dev mailbox\\): open ${SITE_ORIGIN}${CONFIRM_PATH}\\?token=\\S+$`,
        ),
      ),
    ])
    const page = await fetch(`${server.url}${MAILBOX_PATH}`)
    const text = await page.text()
    await server.close()
    expect(page.status).toBe(200)
    expect(text).toContain(
      fillTemplate(content.emails.confirm.subject, { brand: content.site.brand.name }),
    )
    expect(text).toContain(`<a href="${SITE_ORIGIN}${CONFIRM_PATH}?token=`)
  })

  it('has no page in production, where the start-up line says addresses will not be confirmed', async () => {
    const folder = path.join(mkdtempSync(path.join(tmpdir(), 'mailbox-')), 'mailbox')
    const mail = mailboxMail(db(), folder, true, () => {})
    const server = await startTestServer(db(), { mail })
    const page = await fetch(`${server.url}${MAILBOX_PATH}`)
    await server.close()
    expect(page.status).toBe(404)
    expect(mail.warning).toMatch(/will not be confirmed/)
  })
})
