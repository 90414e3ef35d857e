// @vitest-environment node
import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { fillTemplate } from '../../contract/fill-template.ts'
import { type DashboardStats, dashboardNames } from '../../server/admin/dashboard-stats.ts'
import { loadContent } from '../../server/content.ts'
import { dashboardPage } from '../../server/pages/dashboard-page.tsx'
import { pageAssets } from '../../server/pages/dev-page-assets.ts'
import { formPostPages } from '../../server/pages/form-page.tsx'
import { linkPages } from '../../server/pages/link-pages.tsx'
import { mailboxPage } from '../../server/pages/mailbox-page.tsx'
import { signInPage, tooManyTriesPage } from '../../server/pages/owner-pages.tsx'
import { SERVER_PAGE_POLICY } from '../../server/pages/page-policy.ts'

// Issue 45, "Server pages by hand": every page the server renders links the site's own built
// stylesheet, in one layout, and carries no style or script of its own.
const content = loadContent()
const brand = content.site.brand.name
const SITE = 'https://restwell.example'
const standing = { referralCode: 'KAGpUoz2B8Cy', referrals: 1, position: 3, total: 40 }

const day = { day: '2026-11-27', confirmed: 1, unconfirmed: 2 }
const stats: DashboardStats = {
  generatedAt: '2026-11-27T08:00:00.000Z',
  timeZone: 'UTC',
  totals: {
    joined: 3,
    confirmed: 1,
    confirmationRate: 1 / 3,
    left: 0,
    today: 3,
    yesterday: 0,
    thisWeek: 3,
    lastWeek: 0,
  },
  days: [day],
  sources: [{ source: 'direct', count: 3 }],
  matches: [{ match: null, name: null, count: 3 }],
  userTypes: [{ userType: '', label: null, count: 3 }],
  topReferrers: [],
  flagged: {
    total: 0,
    byFlag: { honeypot_filled: 0, submitted_too_fast: 0, disposable_domain: 0 },
    newest: [],
  },
  newest: [],
  failedDeliveries: null,
  heldMail: {
    perHour: 100,
    reachedAt: '2026-11-27T07:10:00.000Z',
    resumesAt: '2026-11-27T08:00:00.000Z',
    waiting: 3,
  },
}

const links = linkPages(content)
/** Every page the server renders, by name. */
const everyPage: Record<string, string> = {
  confirm: links.confirm('a-token'),
  confirmed: links.confirmed(standing, SITE),
  status: links.status(standing, SITE),
  invalid: links.invalid(),
  newLinkSent: links.newLinkSent(),
  leave: links.leave('a-token'),
  left: links.left(),
  formProblem: formPostPages(content).errorPage({}, { kind: 'failed' }),
  signIn: signInPage(brand),
  tooManyTries: tooManyTriesPage(brand, new Date(), 60),
  dashboard: dashboardPage({ stats, names: dashboardNames(content) }, brand),
  mailbox: mailboxPage(brand, '/tmp/mailbox', []),
}
const documentOf = (page: string) => new JSDOM(page).window.document
/** A colour written out in CSS: the brand's colours live in the site's stylesheet only. */
const COLOUR = /#[0-9a-f]{6}\b|rgba?\(/i

describe('the server’s pages', () => {
  it.each(
    Object.entries(everyPage),
  )('%s links the site’s stylesheet and fonts and has no <style>, style attribute or inline script', (_name, page) => {
    const document = documentOf(page)
    const sheets = [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) =>
      link.getAttribute('href'),
    )
    expect(sheets).toEqual(pageAssets().stylesheets)
    expect(document.querySelectorAll('style, [style]')).toHaveLength(0)
    for (const script of document.querySelectorAll('script')) {
      expect(script.getAttribute('src')).toMatch(/^\//)
      expect(script.textContent).toBe('')
    }
    expect(page.replace(/<svg[\s\S]*?<\/svg>/g, '')).not.toMatch(COLOUR)
  })

  it.each(
    Object.entries(everyPage),
  )('%s has the site’s header (its logo, linking home) in one layout', (_name, page) => {
    const home = documentOf(page).querySelector('header a[href="/"]')
    expect(home?.textContent).toBe(brand)
    expect(home?.querySelector('img')?.getAttribute('src')).toBe('/favicon.svg')
  })

  it('gives visitors’ pages the site’s footer, from site.json', () => {
    const footer = documentOf(everyPage.confirmed ?? '').querySelector('footer')
    expect(footer?.textContent).toContain(content.site.footer.tagline)
    expect(footer?.textContent).toContain(content.site.footer.copyright)
  })

  it('are sent with a policy that allows no inline script or style', () => {
    expect(SERVER_PAGE_POLICY).toContain("script-src 'self'")
    expect(SERVER_PAGE_POLICY).toContain("style-src 'self'")
    expect(SERVER_PAGE_POLICY).not.toContain('unsafe-inline')
    expect(links.policy).toBe(SERVER_PAGE_POLICY)
    expect(formPostPages(content).errorPagePolicy).toBe(SERVER_PAGE_POLICY)
  })
})

describe('the place in line', () => {
  const movedUp = (places: number) =>
    fillTemplate(content.emails.pages.standing.movedUp, { brand, places: String(places) })

  it('says how far friends moved it, by the content’s bonus, below the first place', () => {
    const page = documentOf(links.status({ ...standing, referrals: 2 }, SITE)).body.textContent
    expect(page).toContain(movedUp(2 * content.emails.referrals.referralBonus))
  })

  it('says nothing of moving up without friends, nor at the first place, where the bonus may have been capped', () => {
    for (const shown of [
      { ...standing, referrals: 0 },
      { ...standing, position: 1 },
    ]) {
      const page = documentOf(links.status(shown, SITE)).body.textContent ?? ''
      expect(page).not.toContain(movedUp(shown.referrals * content.emails.referrals.referralBonus))
    }
  })

  it('loads Copy and Share only where there is a personal link', () => {
    const script = pageAssets().scripts.shareLink
    const scriptsOf = (page: string) =>
      [...documentOf(page).querySelectorAll('script')].map((element) => element.getAttribute('src'))
    expect(scriptsOf(links.status(standing, SITE))).toEqual([script])
    expect(scriptsOf(links.status({ ...standing, referralCode: null }, SITE))).toEqual([])
    expect(scriptsOf(links.confirm('a-token'))).toEqual([])
  })
})
