// @vitest-environment node
import { parseHTML } from 'linkedom'
import { describe, expect, it } from 'vitest'
import { type HeadParts, prerenderPage } from '@/entry-server'

// The prerendered document is React's own (src/document.tsx): React 19 writes the charset first,
// then every <meta> and <link> in the order rendered, the policy's first (src/prerendered-head.tsx),
// the page's own tags among them, then the head's styles and scripts. The policy governs only
// what comes after it. React decides that order, and preloads some images of its own accord
// ahead of everything: this test says so if a React release changes either.

const POLICY = 'the-policy'
const HEAD: HeadParts = {
  policy: POLICY,
  metas: [{ name: 'viewport', content: 'width=device-width, initial-scale=1' }],
  icon: { rel: 'icon', type: 'image/svg+xml', href: 'data:image/svg+xml,icon' },
  fonts: { faces: '@font-face{}', facesId: 'brand-fonts', adopt: 'void "fonts"' },
  styles: { inline: 'body{}', linked: ['/assets/route.css'] },
  earlyInput: 'void "early input"',
  startUp: 'void "start-up"',
}

const describeTag = (element: Element) => element.outerHTML.slice(0, 90)

describe("React writes a prerendered page's head in the order its policy needs", () => {
  // /our-story shows the founder's portrait above the fold: an image React would preload.
  it('/our-story: the charset, then the policy, then every link, style and script', async () => {
    const { html } = await prerenderPage('/our-story', HEAD)
    const { document } = parseHTML(html)
    const tags = [...document.head.children]
    expect(describeTag(tags[0] as Element), 'the first tag of <head>').toMatch(/^<meta charset/i)
    const policyAt = tags.findIndex((tag) => tag.getAttribute('content') === POLICY)
    expect(policyAt, 'the Content-Security-Policy <meta> in <head>').toBeGreaterThan(0)
    const governedAhead = tags
      .slice(0, policyAt)
      .filter((tag) => ['LINK', 'SCRIPT', 'STYLE'].includes(tag.tagName))
      .map(describeTag)
    expect(
      governedAhead,
      'React now writes these ahead of the Content-Security-Policy, which does not govern them: ' +
        'render them after it (an <img> React preloads by itself belongs in a <picture>, with ' +
        'its own <link rel="preload">; see src/components/ui/content-image.tsx)',
    ).toEqual([])
  })

  it("/our-story: the page's title and description are in <head>, and none in <body>", async () => {
    const { html } = await prerenderPage('/our-story', HEAD)
    const { document } = parseHTML(html)
    expect(
      document.head.querySelectorAll('title, meta[name="description"], link[rel="canonical"]'),
      'React no longer moves the tags a page renders into <head> (React 19 hoisting)',
    ).toHaveLength(3)
    expect(
      [...document.body.querySelectorAll('title, meta, link')].map(describeTag),
      'tags React left in <body>',
    ).toEqual([])
  })

  it('/: whole, with nothing a script moves into place once the page has arrived', async () => {
    const { html } = await prerenderPage('/', HEAD)
    const { document } = parseHTML(html)
    const scripts = [...document.querySelectorAll('script')].map((script) => script.textContent)
    expect(
      scripts.filter((code) => /\$RC|\$RS|\$RX/.test(code ?? '')),
      'React now writes parts of the page after the rest, with scripts to move them in ' +
        '(progressiveChunkSize in src/entry-server.tsx), which the policy and hydration would not expect',
    ).toEqual([])
    expect(
      document.querySelectorAll('template'),
      'React placeholders left in the page',
    ).toHaveLength(0)
  })
})
