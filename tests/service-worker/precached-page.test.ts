import { describe, expect, it } from 'vitest'
import { pageFilesFor, SERVER_ONLY_PATHS } from '@/service-worker/precached-page'

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

describe('the paths the worker leaves to the server', () => {
  const leftToTheServer = (pathname: string) =>
    SERVER_ONLY_PATHS.some((path) => path.test(pathname))

  it('are the waitlist endpoint and the owner’s dashboard, with every page under it', () => {
    for (const pathname of ['/api/waitlist', '/admin', '/admin/', '/admin/stats.json'])
      expect(leftToTheServer(pathname), pathname).toBe(true)
  })

  it('are the pages an email’s links open, on the site’s own paths', () => {
    for (const pathname of ['/waitlist/confirm', '/waitlist/status', '/waitlist/leave'])
      expect(leftToTheServer(pathname), pathname).toBe(true)
  })

  it('are no page of the site', () => {
    const pages = [
      '/',
      '/quiz',
      '/our-story',
      '/administration',
      '/match/admin',
      '/waitlist/joined',
    ]
    for (const pathname of pages) expect(leftToTheServer(pathname), pathname).toBe(false)
  })
})
