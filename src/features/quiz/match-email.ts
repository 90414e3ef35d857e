import otherwise from 'virtual:content/rules/otherwise'
import rules from 'virtual:content/rules/rules'
import { encodeAnswers } from '@contract/answers-codec.ts'
import type { QuizAnswers } from '@schemas/quiz-answers.ts'
import { recommend } from '@schemas/rule-engine.ts'
import { MutationObserver } from '@tanstack/react-query'
import { isRefusal, RefusedError, RetryableError } from '@/features/waitlist/senders'
import { newIdempotencyKey } from '@/lib/idempotency-key'
import { retriedWhile, sharedQueryClient } from '@/lib/query-client'

/** Where the site's own server takes a request for the match email (issue 33's contract). */
export const MATCH_EMAIL_PATH = '/api/quiz/match-email'

/** What the server is asked: the address, the match's key, and the answers as a share link has them. */
export type MatchEmailRequest = { email: string; match: string; answers: string }

/** How a request for the match email ended, after every retry its policy allows. */
export type MatchEmailResult = 'sent' | 'refused' | 'gave-up'

/**
 * Where the match email is asked for: beside the waitlist endpoint, on its origin. The console
 * build (no endpoint, '') writes the request to the browser console, as it does sign-ups.
 */
export function matchEmailEndpoint(waitlistEndpoint: string): string {
  if (waitlistEndpoint === '') return ''
  if (waitlistEndpoint.startsWith('/')) return MATCH_EMAIL_PATH
  return new URL(MATCH_EMAIL_PATH, waitlistEndpoint).href
}

/** POSTs one request, once: any 2xx answer means it was taken (the same for every address). */
async function post(endpoint: string, request: MatchEmailRequest, key: string): Promise<void> {
  if (endpoint === '') {
    console.info('Quiz match email', request)
    return
  }
  let response: Response
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify(request),
      credentials: 'omit',
    })
  } catch (error) {
    throw new RetryableError('The match email could not be asked for', { cause: error })
  }
  if (response.ok) return
  const problem = `The match email endpoint answered ${response.status}`
  throw isRefusal(response.status) ? new RefusedError(problem) : new RetryableError(problem)
}

/**
 * Asks the server to email the quiz's match to `email`, with one idempotency key for every try:
 * the product's retry policy (three retries, 1 s doubling), and while the browser is offline the
 * request waits for the network, as long as the page stays open.
 */
export function emailMatch(email: string, answers: QuizAnswers): Promise<MatchEmailResult> {
  const request: MatchEmailRequest = {
    email,
    match: recommend({ rules, otherwise }, answers).key,
    answers: encodeAnswers(answers) ?? '',
  }
  const endpoint = matchEmailEndpoint(import.meta.env.WAITLIST_ENDPOINT)
  const key = newIdempotencyKey()
  const client = sharedQueryClient()
  // Resumes a request paused offline when the `online` event comes.
  client.mount()
  const mutation = new MutationObserver(client, {
    mutationFn: () => post(endpoint, request, key),
    ...retriedWhile((error) => error instanceof RetryableError),
    networkMode: 'online',
  })
  return mutation.mutate().then(
    (): MatchEmailResult => 'sent',
    (error: unknown): MatchEmailResult => (error instanceof RefusedError ? 'refused' : 'gave-up'),
  )
}
