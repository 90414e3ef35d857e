import type { MailboxEntry } from '../mail/mail-transport.ts'
import { PageLayout } from './page-layout.tsx'
import { renderPage } from './render-page.ts'

/** A message's text with its web addresses made links. */
function LinkedText({ text }: { text: string }) {
  return text.split(/(https?:\/\/[^\s<>"]+)/).map((part, index) =>
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in its order
      <a key={index} href={part} className="break-all text-sage-800 underline">
        {part}
      </a>
    ) : (
      part
    ),
  )
}

/**
 * The dev mailbox's page (no SMTP_URL, outside production): the messages the server would have
 * sent, newest first, with their links to follow. A page for developers, so its few words live
 * here rather than in the content.
 */
export function mailboxPage(brand: string, folder: string, messages: readonly MailboxEntry[]) {
  return renderPage(
    <PageLayout title="Dev mailbox" chrome={{ brand }}>
      <h1 className="font-display text-3xl font-medium">Dev mailbox</h1>
      <p className="mt-3 text-ink-soft">
        Mail the server would have sent (no SMTP_URL is set), newest first. Files: {folder}
      </p>
      {messages.length === 0 && <p className="mt-6">No messages yet.</p>}
      {messages.map((message) => (
        <section
          key={`${message.date.toISOString()} ${message.subject}`}
          className="mt-6 rounded-card bg-white p-6 shadow-soft"
        >
          <h2 className="font-display text-xl font-medium">{message.subject}</h2>
          <p className="mt-1 text-sm text-ink-soft">
            To {message.to}, {message.date.toISOString()}
          </p>
          <pre className="mt-4 font-sans whitespace-pre-wrap">
            <LinkedText text={message.text} />
          </pre>
        </section>
      ))}
    </PageLayout>,
  )
}
