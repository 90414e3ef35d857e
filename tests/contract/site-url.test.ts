// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { DEFAULT_SITE_URL, siteUrlFrom } from '../../contract/site-url.ts'

describe('the SITE_URL setting', () => {
  it('defaults to a placeholder that is plainly one', () => {
    expect(siteUrlFrom(undefined)).toBe(DEFAULT_SITE_URL)
    expect(siteUrlFrom('  ')).toBe(DEFAULT_SITE_URL)
  })

  it('keeps the origin of an http(s) address, without a trailing slash', () => {
    expect(siteUrlFrom('https://restwell.com/')).toBe('https://restwell.com')
    expect(siteUrlFrom('http://127.0.0.1:4317')).toBe('http://127.0.0.1:4317')
  })

  it.each([
    'restwell.com',
    'ftp://restwell.com',
    'https://restwell.com/site',
    'https://x.io/?a=1',
  ])('refuses %s with one line saying what it expects', (value) => {
    expect(() => siteUrlFrom(value)).toThrow(
      `SITE_URL must be the site's origin, like https://restwell.com (no path), found "${value}"`,
    )
  })
})
