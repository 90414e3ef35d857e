import type { Context, Hono } from 'hono'
import { z } from 'zod'
import { MATCH_EMAIL_PATH } from '../mail/mail-links.ts'
import type { MailQueue } from '../mail/mail-queue.ts'
import { mediaTypeOf } from './form-post.ts'
import type { SignupRules } from './signup-rules.ts'

const idempotencyKey = z.uuid()

/**
 * `POST /api/quiz/match-email`: the quiz's "Email me my match". The same 202 for every address
 * (sent, limited to one per 15 minutes, or left the list: no one learns which); one message per
 * Idempotency-Key, and a 409 for that key reused with another address or match. It never puts the address on the waitlist.
 */
export function addMatchEmailRoute(
  app: Hono,
  { rules, queue }: { rules: SignupRules; queue: MailQueue },
) {
  const problem = (c: Context, status: 400 | 409 | 415, error: string, message: string) =>
    c.json({ error, message }, status)
  app.post(MATCH_EMAIL_PATH, async (c) => {
    if (mediaTypeOf(c) !== 'application/json')
      return problem(c, 415, 'unsupported-type', 'Send the request as application/json.')
    const key = idempotencyKey.safeParse(c.req.header('idempotency-key'))
    if (!key.success)
      return problem(c, 400, 'idempotency-key-missing', 'Send an Idempotency-Key header (a UUID).')
    let body: unknown
    try {
      body = JSON.parse(await c.req.text())
    } catch {
      return problem(c, 400, 'not-json', 'The body is not valid JSON.')
    }
    const checked = rules.checkMatchEmail(body)
    if (!checked.ok) {
      const { status, ...rejection } = checked.rejection
      return c.json(rejection, status)
    }
    const outcome = await queue.match({ key: key.data, ...checked.request })
    if (outcome === 'key-reused')
      return problem(
        c,
        409,
        'idempotency-key-reused',
        'This Idempotency-Key was already used for another request.',
      )
    return c.json({ status: 'received' }, 202)
  })
}
