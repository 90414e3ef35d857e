// @vitest-environment node
import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  formatHeadersFile,
  formatVercelConfig,
  hostHeaderRules,
} from '../../scripts/host-headers.ts'
import { inlineHashesOf, policyDirectives } from '../../scripts/security-policy.ts'
import { headersFor, parseHeadersFile } from '../../server/site-headers.ts'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('the policy of a prerendered page', () => {
  const html = [
    '<head><script>start()</script><script src="/assets/app.js"></script>',
    '<style>body{color:red}</style></head>',
    '<div style="aspect-ratio:4 / 3"></div><p style="font-family:&quot;A&quot;">x</p>',
  ].join('')
  const hashes = inlineHashesOf(html)

  it('allows each inline script, style block and style attribute by its hash, nothing else', () => {
    expect(hashes.scripts).toEqual([sha('start()')])
    expect(hashes.styles).toEqual([sha('body{color:red}')])
    // Hashed as the browser reads the attribute: entities decoded.
    expect(hashes.styleAttributes).toEqual([sha('aspect-ratio:4 / 3'), sha('font-family:"A"')])
  })

  it('names the image host and the endpoint origin; frame-ancestors only as a header', () => {
    const origins = { images: ['https://images.example'], connect: ['https://forms.example'] }
    const meta = policyDirectives(hashes, origins, 'meta')
    expect(meta).toContain("img-src 'self' data: https://images.example")
    expect(meta).toContain("connect-src 'self' https://forms.example")
    expect(meta).toContain("worker-src 'self'")
    expect(meta).toContain(`style-src-attr 'unsafe-hashes' ${hashes.styleAttributes.join(' ')}`)
    expect(meta).not.toContain('frame-ancestors')
    expect(meta).not.toMatch(/unsafe-inline|unsafe-eval/)
    expect(policyDirectives(hashes, origins, 'header')).toContain("frame-ancestors 'none'")
  })

  it('lets the brand fonts the page carries load (data: URLs), and no other host’s', () => {
    const directives = policyDirectives(hashes, { images: [], connect: [] }, 'meta').split('; ')
    expect(directives.filter((directive) => directive.startsWith('font-src'))).toEqual([
      "font-src 'self' data:",
    ])
  })
})

describe('the host header files', () => {
  const rules = hostHeaderRules("default-src 'self'", ['/', '/quiz'])

  it('read back as written; every matching rule applies', () => {
    const parsed = parseHeadersFile(formatHeadersFile(rules))
    expect(parsed).toEqual(rules)
    expect(headersFor(parsed, '/quiz')['Cache-Control']).toBe('no-cache')
    // A deploy's service worker replaces the last one at the next visit.
    expect(headersFor(parsed, '/sw.js')['Cache-Control']).toBe('no-cache')
    expect(headersFor(parsed, '/assets/app-1a2b.js')['Cache-Control']).toContain('immutable')
    expect(headersFor(parsed, '/uploads/x.svg')['Cache-Control']).toBeUndefined()
    expect(headersFor(parsed, '/uploads/x.svg')['X-Content-Type-Options']).toBe('nosniff')
  })

  it('let a mail client on any origin load the emails’ fonts, cached for a week, not forever', () => {
    const font = headersFor(rules, '/mail/fraunces.woff2')
    expect(font['Access-Control-Allow-Origin']).toBe('*')
    expect(font['Cache-Control']).toBe('public, max-age=604800')
    expect(headersFor(rules, '/quiz')['Access-Control-Allow-Origin']).toBeUndefined()
  })

  it('join a header two rules set, as Cloudflare Pages and Netlify do', () => {
    const repeated = [
      { path: '/*', headers: { Link: '</a.css>; rel=preload' } },
      { path: '/quiz', headers: { Link: '</b.css>; rel=preload' } },
    ]
    expect(headersFor(repeated, '/quiz').Link).toBe('</a.css>; rel=preload, </b.css>; rel=preload')
  })

  it('give Vercel the same rules in its path syntax', () => {
    const vercel = JSON.parse(formatVercelConfig(rules))
    expect(vercel.headers.map((rule: { source: string }) => rule.source)).toEqual([
      '/(.*)',
      '/assets/(.*)',
      '/mail/(.*)',
      '/',
      '/quiz',
      '/sw.js',
    ])
    expect(vercel.headers[0].headers).toContainEqual({
      key: 'Content-Security-Policy',
      value: "default-src 'self'",
    })
  })
})
