import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export type SmtpCatcher = {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string
  port: number
  /** Every message the server took, parsed. */
  messages: ParsedMail[]
  /** How many messages have begun to arrive (their data being sent), taken or not yet. */
  arriving: () => number
  /** The messages to this address. */
  to: (email: string) => ParsedMail[]
  close: () => Promise<void>
}

/**
 * A real SMTP server in this process (`smtp-server`), taking every message without a login and
 * keeping it parsed (`mailparser`): what a provider such as Postmark would have been handed.
 * On `port` when given, so a test can stop it and start it again at the same address. A slow
 * server (`answerAfterMs`) waits that long before it says it took a message, as a provider under
 * load may.
 */
export async function startSmtpCatcher(
  port = 0,
  { answerAfterMs = 0 }: { answerAfterMs?: number } = {},
): Promise<SmtpCatcher> {
  const messages: ParsedMail[] = []
  let arriving = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      arriving++
      simpleParser(stream).then(
        (message) => {
          messages.push(message)
          if (answerAfterMs > 0) setTimeout(callback, answerAfterMs)
          else callback()
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      )
    },
  })
  const listening = await new Promise<number>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      const address = server.server.address()
      resolve(typeof address === 'object' && address ? address.port : port)
    })
  })
  return {
    url: `smtp://127.0.0.1:${listening}`,
    port: listening,
    messages,
    arriving: () => arriving,
    to: (email) =>
      messages.filter((message) =>
        [message.to].flat().some((to) => to?.value.some((one) => one.address === email)),
      ),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
