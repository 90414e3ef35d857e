import type { Hono } from 'hono'
import { html } from '../waitlist/html.ts'
import { STANDALONE_PAGE_POLICY, standalonePage } from '../waitlist/standalone-page.ts'
import { MAILBOX_PATH } from './mail-links.ts'
import { readMailbox } from './mail-transport.ts'

/** A message's text with its web addresses made links, escaped everywhere else. */
function linkedText(text: string) {
  return text
    .split(/(https?:\/\/[^\s<>"]+)/)
    .map((part, index) => (index % 2 === 1 ? html`<a href="${part}">${part}</a>` : html`${part}`))
}

/**
 * The dev mailbox's page (`npm start` and `npm run serve` without SMTP_URL, outside production):
 * the messages the server would have sent, newest first, with their links to follow. A page for
 * developers, so its few words live here rather than in the content.
 */
export function addMailboxPage(app: Hono, folder: string, brand: string) {
  app.get(MAILBOX_PATH, (c) => {
    const messages = readMailbox(folder)
    const card = html`<h1>Dev mailbox</h1>
<p>Mail the server would have sent (no SMTP_URL is set), newest first. Files: ${folder}</p>
${messages.length === 0 ? html`<p>No messages yet.</p>` : ''}
${messages.map(
  (message) => html`<section class="mail">
<h2>${message.subject}</h2>
<p>To ${message.to}, ${message.date.toISOString()}</p>
<pre>${linkedText(message.text)}</pre>
</section>`,
)}`
    return c.html(standalonePage({ title: 'Dev mailbox', brand, card }), 200, {
      'content-security-policy': STANDALONE_PAGE_POLICY,
      'cache-control': 'no-store',
    })
  })
}
