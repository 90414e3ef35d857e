import { randomUUID } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import nodemailer from 'nodemailer'
import { z } from 'zod'
import type { InlineImage } from './brand-mark.ts'

/** A message ready to leave: its words rendered (render-mail.ts), its headers set (mail-composer.ts). */
export type OutgoingMail = {
  to: string
  subject: string
  text: string
  html: string
  /** Images the HTML shows by content id (the brand's mark). */
  attachments?: InlineImage[]
  headers: Record<string, string>
}

export type MailTransport = {
  /**
   * Resolves once the message is handed over (the SMTP server took it, or it is on disk); an
   * SMTP send is given up, its connection closed, when `signal` aborts.
   */
  send: (mail: OutgoingMail, signal?: AbortSignal) => Promise<void>
  /** What the start-up line says of where mail goes. */
  describe: string
  close: () => void
}

/**
 * How long nodemailer waits (its defaults are minutes): to connect, the DNS lookup included; for
 * the server's greeting; and for any answer after that. Each is shorter than the whole send's
 * MAIL_TIMEOUT_MS (mail-sender.ts), so a slow server fails with its own reason. SMTP_URL's query
 * (`?socketTimeout=…`) may set them otherwise.
 */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 20_000,
}

/** SMTP_URL (`smtp://user:pass@host:587`, or `smtps://` for TLS from the start), from MAIL_FROM. */
export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS })
  const host = URL.canParse(smtpUrl) ? new URL(smtpUrl).host : 'SMTP_URL'
  return {
    async send(mail, signal) {
      await transporter.sendMail({ from, ...mail, signal })
    },
    describe: `mail goes through the SMTP server at ${host}`,
    close: () => transporter.close(),
  }
}

/** A message kept in the dev mailbox: its summary for the mailbox page, beside its .eml file. */
export const mailboxEntry = z.object({
  id: z.string(),
  date: z.coerce.date(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
})
export type MailboxEntry = z.infer<typeof mailboxEntry>

/**
 * No SMTP_URL: each message is written to `folder` as it would have been sent (`<id>.eml`, which
 * any mail program opens) with a summary beside it (`<id>.json`) for the dev mailbox page;
 * `tell` hears one line per message.
 */
export function mailboxTransport(
  folder: string,
  from: string,
  tell: (mail: OutgoingMail) => void,
): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true })
  return {
    async send(mail) {
      const { message } = await transporter.sendMail({ from, ...mail })
      if (!Buffer.isBuffer(message)) throw new Error('nodemailer gave no message to keep')
      mkdirSync(folder, { recursive: true, mode: 0o700 })
      // Names sort by the time they were written.
      const id = `${new Date().toISOString().replaceAll(':', '-')}-${randomUUID().slice(0, 8)}`
      writeFileSync(path.join(folder, `${id}.eml`), message, { mode: 0o600 })
      const entry: MailboxEntry = {
        id,
        date: new Date(),
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
      }
      writeFileSync(path.join(folder, `${id}.json`), JSON.stringify(entry), { mode: 0o600 })
      tell(mail)
    },
    describe: `mail is kept in the dev mailbox, ${folder}`,
    close: () => transporter.close(),
  }
}

/** The dev mailbox's messages, newest first. */
export function readMailbox(folder: string): MailboxEntry[] {
  let files: string[]
  try {
    files = readdirSync(folder).filter((file) => file.endsWith('.json'))
  } catch {
    return []
  }
  return files
    .sort()
    .reverse()
    .map((file) => mailboxEntry.parse(JSON.parse(readFileSync(path.join(folder, file), 'utf8'))))
}
