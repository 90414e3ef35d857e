import type { Hono } from 'hono'
import { mailboxPage } from '../pages/mailbox-page.tsx'
import { SERVER_PAGE_POLICY } from '../pages/page-policy.ts'
import { MAILBOX_PATH } from './mail-links.ts'
import { readMailbox } from './mail-transport.ts'

/**
 * The dev mailbox's page (`npm start` and `npm run serve` without SMTP_URL, outside production):
 * the messages the server would have sent, newest first (pages/mailbox-page.tsx).
 */
export function addMailboxPage(app: Hono, folder: string, brand: string) {
  app.get(MAILBOX_PATH, (c) =>
    c.html(mailboxPage(brand, folder, readMailbox(folder)), 200, {
      'content-security-policy': SERVER_PAGE_POLICY,
      'cache-control': 'no-store',
    }),
  )
}
