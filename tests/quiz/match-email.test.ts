// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { MATCH_EMAIL_PATH, matchEmailEndpoint } from '@/features/quiz/match-email'

describe('where the quiz asks for its match email', () => {
  it('the console build (no waitlist endpoint) asks nowhere: it writes to the console', () => {
    expect(matchEmailEndpoint('')).toBe('')
  })

  it('the site’s own endpoint: its own server’s path', () => {
    expect(matchEmailEndpoint('/api/waitlist')).toBe(MATCH_EMAIL_PATH)
  })

  it('an endpoint elsewhere: the same path on that endpoint’s origin', () => {
    expect(matchEmailEndpoint('https://forms.example.com/restwell')).toBe(
      `https://forms.example.com${MATCH_EMAIL_PATH}`,
    )
  })
})
