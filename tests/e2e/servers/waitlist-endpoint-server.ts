// A waitlist endpoint for the end-to-end tests, on 127.0.0.1: it records every request, answers
// as each email's plan says (say 500, 500, 500, then 202), and keeps a sign-up once per
// idempotency key, as a real idempotent endpoint does. Every sign-up it takes answers the same
// 202 {"status":"received"}, new address or not (issue 33: no oracle). Beside /signups it takes
// the quiz's requests for a match email at /api/quiz/match-email, where the site's own server
// takes them (the same plans steer both). Tests steer it over HTTP:
//   PUT /__plans/<email>     {"statuses":[500,500,202]}   answers for that email's next requests
//                            {"statuses":[422],"error":"unknown-field"}   each refusal's `error`
//   GET /__requests/<email>  every request that email's sign-ups made, in order
//   GET /__match-emails/<email>  every request for that email's match email, in order
// Usage: tsx tests/e2e/servers/waitlist-endpoint-server.ts --port 4319
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { z } from 'zod'

export const receivedRequest = z.object({
  /** Milliseconds since the server started. */
  at: z.number(),
  idempotencyKey: z.string().optional(),
  body: z.unknown(),
  status: z.number(),
})
export const receivedForEmail = z.object({
  requests: z.array(receivedRequest),
  /** How many sign-ups the endpoint keeps for this email: one per idempotency key answered 2xx. */
  keptSignups: z.number(),
})
export const matchEmailsForEmail = z.object({ requests: z.array(receivedRequest) })
export type ReceivedRequest = z.infer<typeof receivedRequest>

/** Where the site asks for a match email, on its waitlist endpoint's origin (match-email.ts). */
const MATCH_EMAIL_PATH = '/api/quiz/match-email'
/** What every request the endpoint takes answers (the contract of issue 33). */
const RECEIVED = { status: 202, body: { status: 'received' } } as const

const startedAt = performance.now()
const plans = new Map<string, number[]>()
/** The `error` an email's planned refusals name, as server/app.ts names them. */
const planErrors = new Map<string, string>()
const requests = new Map<string, ReceivedRequest[]>()
const matchEmailRequests = new Map<string, ReceivedRequest[]>()
const keptKeys = new Set<string>()

const normalized = (email: string) => decodeURIComponent(email).trim().toLowerCase()

function cors(request: IncomingMessage): Record<string, string> {
  return {
    'access-control-allow-origin': request.headers.origin ?? '*',
    'access-control-allow-methods': 'POST',
    'access-control-allow-headers': 'content-type, idempotency-key',
    'access-control-max-age': '600',
    vary: 'origin',
  }
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(Buffer.from(chunk))
  return Buffer.concat(chunks).toString('utf8')
}

function emailIn(body: unknown): string {
  if (typeof body !== 'object' || body === null || !('fields' in body)) return ''
  const { fields } = body
  if (typeof fields !== 'object' || fields === null || !('email' in fields)) return ''
  return typeof fields.email === 'string' ? normalized(fields.email) : ''
}

function parsed(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

function matchEmailIn(body: unknown): string {
  if (typeof body !== 'object' || body === null || !('email' in body)) return ''
  return typeof body.email === 'string' ? normalized(body.email) : ''
}

/** Records one request under its email, and answers as that email's plan says. */
async function receive(
  request: IncomingMessage,
  response: ServerResponse,
  { log, emailOf }: { log: Map<string, ReceivedRequest[]>; emailOf: (body: unknown) => string },
) {
  const body = parsed(await bodyOf(request))
  const email = emailOf(body)
  const status = plans.get(email)?.shift() ?? RECEIVED.status
  const idempotencyKey = request.headers['idempotency-key']?.toString()
  const received = log.get(email) ?? []
  received.push({ at: performance.now() - startedAt, idempotencyKey, body, status })
  log.set(email, received)
  if (status < 300 && idempotencyKey) keptKeys.add(idempotencyKey)
  response.writeHead(status, { ...cors(request), 'content-type': 'application/json' })
  const error = planErrors.get(email)
  response.end(JSON.stringify(status < 300 ? RECEIVED.body : { ...(error ? { error } : {}) }))
}

async function steer(request: IncomingMessage, response: ServerResponse, url: URL) {
  const [area, email = ''] = url.pathname.split('/').filter(Boolean)
  if (area === '__plans' && request.method === 'PUT') {
    const plan = parsed(await bodyOf(request))
    const statuses =
      typeof plan === 'object' &&
      plan !== null &&
      'statuses' in plan &&
      Array.isArray(plan.statuses)
        ? plan.statuses.filter((status): status is number => typeof status === 'number')
        : []
    plans.set(normalized(email), statuses)
    const error =
      typeof plan === 'object' && plan !== null && 'error' in plan ? String(plan.error) : undefined
    if (error) planErrors.set(normalized(email), error)
    else planErrors.delete(normalized(email))
    response.writeHead(204).end()
    return
  }
  if (area === '__match-emails') {
    const received = matchEmailRequests.get(normalized(email)) ?? []
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(JSON.stringify({ requests: received }))
    return
  }
  if (area === '__requests') {
    const received = requests.get(normalized(email)) ?? []
    const kept = new Set(
      received.flatMap(({ idempotencyKey: key }) => (key && keptKeys.has(key) ? [key] : [])),
    )
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(JSON.stringify({ requests: received, keptSignups: kept.size }))
    return
  }
  response.writeHead(200, { 'content-type': 'text/plain' }).end('waitlist test endpoint')
}

const port = Number(process.argv[process.argv.indexOf('--port') + 1] ?? 4319)
const isMain = process.argv[1]?.endsWith('waitlist-endpoint-server.ts')
if (isMain) startServer()

function startServer() {
  createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    const takes =
      url.pathname === '/signups'
        ? { log: requests, emailOf: emailIn }
        : url.pathname === MATCH_EMAIL_PATH
          ? { log: matchEmailRequests, emailOf: matchEmailIn }
          : undefined
    if (takes) {
      if (request.method === 'OPTIONS') response.writeHead(204, cors(request)).end()
      else void receive(request, response, takes)
      return
    }
    void steer(request, response, url)
  }).listen(port, '127.0.0.1', () =>
    console.log(`Waitlist test endpoint on http://127.0.0.1:${port}`),
  )
}
