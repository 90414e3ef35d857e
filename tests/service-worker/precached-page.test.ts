import { describe, expect, it } from 'vitest'
import { pageFilesFor } from '@/service-worker/precached-page'

describe('the precached page for a navigation, as a static host resolves the path', () => {
  it("is the path's index.html, with or without the closing slash, then the 404 page", () => {
    expect(pageFilesFor('/')).toEqual(['/index.html', '/404.html'])
    expect(pageFilesFor('/quiz')).toEqual(['/quiz/index.html', '/404.html'])
    expect(pageFilesFor('/quiz/')).toEqual(['/quiz/index.html', '/404.html'])
    expect(pageFilesFor('/waitlist/joined')).toEqual(['/waitlist/joined/index.html', '/404.html'])
  })

  it('is the file itself for an address ending in .html', () => {
    expect(pageFilesFor('/our-story/index.html')).toEqual(['/our-story/index.html', '/404.html'])
    expect(pageFilesFor('/404.html')).toEqual(['/404.html'])
  })

  it('is the 404 page for a path the site has no page for', () => {
    expect(pageFilesFor('/no-such-page').at(-1)).toBe('/404.html')
  })
})
