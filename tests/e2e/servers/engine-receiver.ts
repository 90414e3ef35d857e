// A real HTTP receiver standing in for Plausible's or Umami's events API (issue 48, decision
// 0068): it records every request the site sends it, and answers as they do: a CORS preflight
// (Umami's tracker sends JSON) with what it may send, an event with 202 {} and any origin allowed.
import { createServer, type IncomingMessage } from 'node:http'
import { listenOnFreePort } from './free-port'

/** One request as it arrived: how, with what type, from which page's origin, and its body. */
export type EngineRequest = {
  method: string
  path: string
  contentType: string
  origin: string
  cookie: string
  body: string
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(Buffer.from(chunk))
  return Buffer.concat(chunks).toString('utf8')
}

/** Starts a receiver on a free port of 127.0.0.1; `requests` grows as requests arrive. */
export async function startEngineReceiver() {
  const requests: EngineRequest[] = []
  const server = createServer(async (request, response) => {
    requests.push({
      method: request.method ?? '',
      path: request.url ?? '',
      contentType: request.headers['content-type'] ?? '',
      origin: request.headers.origin ?? '',
      cookie: request.headers.cookie ?? '',
      body: await bodyOf(request),
    })
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'POST',
      'access-control-allow-headers': 'content-type',
    }
    if (request.method === 'OPTIONS') response.writeHead(204, cors).end()
    else response.writeHead(202, { ...cors, 'content-type': 'application/json' }).end('{}')
  })
  const origin = await listenOnFreePort(server)
  return { origin, requests, close: () => new Promise((done) => server.close(done)) }
}
