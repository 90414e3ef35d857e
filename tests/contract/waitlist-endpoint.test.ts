// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { waitlistEndpointFrom } from '../../contract/waitlist-endpoint.ts'

describe('the VITE_WAITLIST_ENDPOINT setting', () => {
  it.each([undefined, '', '  ', 'console'])('%j sends sign-ups to the console', (value) => {
    expect(waitlistEndpointFrom(value)).toBe('')
  })

  it('keeps an http(s) address', () => {
    expect(waitlistEndpointFrom('https://forms.example/restwell')).toBe(
      'https://forms.example/restwell',
    )
    expect(waitlistEndpointFrom(' http://127.0.0.1:4319/signups ')).toBe(
      'http://127.0.0.1:4319/signups',
    )
  })

  it('keeps a path on the site’s own origin', () => {
    expect(waitlistEndpointFrom('/api/waitlist')).toBe('/api/waitlist')
  })

  it.each([
    '//forms.example/restwell',
    'forms.example/restwell',
    'ftp://forms.example',
    'mailto:me@example.com',
    'Console',
  ])('fails the build on %s with one line saying what it expects', (value) => {
    expect(() => waitlistEndpointFrom(value)).toThrow(
      `VITE_WAITLIST_ENDPOINT must be "console", a path on the site such as /api/waitlist, or an http(s) address such as https://forms.example.com/restwell, found "${value}"`,
    )
  })
})
