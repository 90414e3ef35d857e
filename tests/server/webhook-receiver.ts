import { createServer, type IncomingMessage } from 'node:http'
import { Webhook } from 'standardwebhooks'

/** A request as the receiver took it, and whether it verified with the receiver's secret. */
export type ReceivedRequest = {
  webhookId: string
  headers: Record<string, string>
  body: string
  verified: boolean
}

/**
 * How the receiver answers a request that verified: a status; never ('hang'); or a 307 to
 * another of its paths, which a client that follows redirects posts to next ('redirect').
 */
export type ReceiverAnswer = number | 'hang' | 'redirect'

export type WebhookReceiver = {
  url: string
  port: number
  /** Every request that arrived, in order, verified or not. */
  requests: ReceivedRequest[]
  /** The answers for the next verified requests, in order; after them, `otherwise`. */
  answers: ReceiverAnswer[]
  /** The answer once `answers` is used up: 204 unless changed. */
  otherwise: ReceiverAnswer
  close: () => Promise<void>
}

function headersOf(request: IncomingMessage): Record<string, string> {
  return Object.fromEntries(
    Object.entries(request.headers).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  )
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(Buffer.from(chunk))
  return Buffer.concat(chunks).toString('utf8')
}

/**
 * A real HTTP server in this process that receives the waitlist's webhook as the receiver of
 * docs/waitlist-server.md does: it verifies each request with the `standardwebhooks` package and `secret`,
 * refuses one that does not verify (401), and answers the others as told. On `port` when given,
 * so a test can stop it and start it again at the same address.
 */
export async function startWebhookReceiver(secret: string, port = 0): Promise<WebhookReceiver> {
  const verifier = new Webhook(secret)
  const receiver: Omit<WebhookReceiver, 'url' | 'port' | 'close'> = {
    requests: [],
    answers: [],
    otherwise: 204,
  }
  const server = createServer(async (request, response) => {
    const headers = headersOf(request)
    const body = await bodyOf(request)
    let verified = true
    try {
      verifier.verify(body, headers)
    } catch {
      verified = false
    }
    receiver.requests.push({ webhookId: headers['webhook-id'] ?? '', headers, body, verified })
    const answer = verified ? (receiver.answers.shift() ?? receiver.otherwise) : 401
    if (answer === 'redirect') response.writeHead(307, { location: '/moved' }).end()
    else if (answer !== 'hang') response.writeHead(answer).end()
  })
  const listening = await new Promise<number>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      const address = server.address()
      resolve(typeof address === 'object' && address ? address.port : port)
    })
  })
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${listening}/hooks/waitlist`,
    port: listening,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        // A request left hanging keeps its socket open: closed with the server.
        server.closeAllConnections()
      }),
  })
}
