import { randomUUID } from 'node:crypto'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { CONFIRM_PATH, LEAVE_PATH, STATUS_PATH } from '../../server/mail/mail-links'
import { WAITLIST_PATH } from '../../server/paths'
import { expectNoAxeViolations } from './helpers/axe'
import { brand, emails, fill, messages, withBrand } from './helpers/copy'
import { linkIn, mailOnceThereIs, rowsFor, rowsOnceThereAre } from './helpers/waitlist-server'
import { SERVER_SITE } from './servers/test-sites'

// Issue 46, item 1: the pages an email's links open are the site's own pages, on its paths, in
// its stylesheet and type, with the place in line as their hero, through the real server
// (`npm run serve`, PGlite or the Postgres server at DATABASE_URL).
test.use({ baseURL: SERVER_SITE })

const pages = emails.pages
const referral = messages.waitlist.referral
const uniqueEmail = (who: string) => `${who}-${randomUUID().slice(0, 8)}@example.com`

/** A sign-up as the site's outbox sends it; the personal link's code it is answered with. */
async function join(request: APIRequestContext, email: string, referralCode?: string) {
  const response = await request.post(WAITLIST_PATH, {
    headers: { origin: SERVER_SITE },
    data: {
      kind: 'waitlist-signup',
      idempotencyKey: randomUUID(),
      createdAt: new Date().toISOString(),
      fields: { name: 'Ana', email, userType: 'client' },
      source: { utm: {}, referrer: '', landingPath: '/', ...(referralCode && { referralCode }) },
      spam: { honeypotFilled: false, submittedTooFast: false },
    },
  })
  expect(response.status()).toBe(202)
  const { referralLink } = await response.json()
  return new URL(referralLink).searchParams.get('ref') ?? ''
}

/**
 * Confirms the address by its email's link and button, leaving the page on the confirmed page;
 * the link, which shows that page again once confirmed.
 */
async function confirmByMail(page: Page, email: string) {
  const [message] = await mailOnceThereIs(email)
  const link = linkIn(message, CONFIRM_PATH)
  await page.goto(link)
  await page.getByRole('button', { name: withBrand(pages.confirm.button) }).click()
  await expect(page.getByRole('heading', { level: 1, name: pages.confirmed.title })).toBeVisible()
  return link
}

/**
 * A person with one confirmed friend, who joined behind six others (so the friend moves them up
 * below the first place, whatever the list held): confirmed, on the confirmed page.
 */
async function confirmedWithAFriend(page: Page, request: APIRequestContext) {
  for (let ahead = 0; ahead < 6; ahead++) await join(request, uniqueEmail('ahead'))
  const email = uniqueEmail('referrer')
  const friend = uniqueEmail('friend')
  const code = await join(request, email)
  await join(request, friend, code)
  await confirmByMail(page, friend)
  const confirmLink = await confirmByMail(page, email)
  await rowsOnceThereAre(email, 1)
  return { email, code, confirmLink }
}

/** The heading face of the site's own pages, as the browser computes it. */
async function siteHeadingFace(page: Page) {
  await page.goto('/')
  return page
    .locator('h1')
    .first()
    .evaluate((heading) => getComputedStyle(heading).fontFamily)
}

const placeLine = (position: number) => fill(emails.referrals.position, { brand, position })

for (const width of [390, 1280])
  test(`at ${width} px the confirmed and status pages are the site's: its heading face, the place as their hero with the friend who moved it, a Copy that copies, direct shares, axe-clean`, async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.setViewportSize({ width, height: 844 })
    const face = await siteHeadingFace(page)
    expect(face).toMatch(/^Fraunces/)
    const { email, code, confirmLink } = await confirmedWithAFriend(page, request)
    const personalLink = `${SERVER_SITE}/?ref=${code}`
    const [, confirmedMail] = await mailOnceThereIs(email, 2)

    for (const address of [confirmLink, linkIn(confirmedMail, STATUS_PATH)]) {
      await page.goto(address)
      const heading = page.getByRole('heading', { level: 1 })
      expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toBe(face)
      expect(
        await page.evaluate(async () => (await document.fonts.ready).check('500 1em Fraunces')),
      ).toBe(true)
      expect(new URL(page.url()).pathname).toMatch(/^\/waitlist\/(confirm|status)$/)

      // The place as its big number, and as the sentence a screen reader reads.
      const place = page.getByText(/^#\d+$/)
      await expect(place).toBeVisible()
      const shown = Number((await place.textContent())?.slice(1))
      expect(shown).toBe((await rowsFor(email))[0]?.position)
      await expect(page.getByText(placeLine(shown))).toBeAttached()
      await expect(page.getByText(emails.referrals.friendsJoined.one)).toBeVisible()
      const places = String(emails.referrals.referralBonus)
      await expect(page.getByText(fill(pages.standing.movedUp, { places }))).toBeVisible()

      await page.getByRole('button', { name: referral.copy }).click()
      await expect(page.getByRole('status')).toHaveText(referral.copied)
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(personalLink)

      const encoded = encodeURIComponent(personalLink)
      for (const [label, start] of [
        [pages.standing.email, 'mailto:?subject='],
        [pages.standing.whatsapp, 'https://wa.me/?text='],
        [pages.standing.x, 'https://x.com/intent/post?text='],
      ] as const) {
        const link = page.getByRole('link', { name: label, exact: true })
        await expect(link).toHaveAttribute(
          'href',
          new RegExp(`^${start.replace(/[?.]/g, '\\$&')}.*${encoded}`),
        )
      }
      // Messages, on phones only: a desktop's pointer is fine.
      await expect(page.getByRole('link', { name: pages.standing.sms, exact: true })).toBeHidden()
      // This browser has no share sheet: no Share button.
      await expect(page.getByRole('button', { name: referral.share })).toBeHidden()
      await expectNoAxeViolations(page)
    }
  })

test('Share shows where the device has a share sheet, and hands it the personal link', async ({
  page,
  request,
}) => {
  const shared: unknown[] = []
  await page.exposeFunction('recordShare', (data: unknown) => shared.push(data))
  await page.addInitScript({ content: 'navigator.share = (data) => window.recordShare(data)' })
  const { code } = await confirmedWithAFriend(page, request)
  await page.getByRole('button', { name: referral.share }).click()
  await expect
    .poll(() => shared)
    .toEqual([
      {
        title: fill(referral.shareTitle, { brand }),
        text: fill(referral.shareText, { brand }),
        url: `${SERVER_SITE}/?ref=${code}`,
      },
    ])
})

test('without JavaScript: the confirm page’s button confirms, the place and the direct shares are there, and Copy is not offered', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ baseURL: SERVER_SITE, javaScriptEnabled: false })
  const page = await context.newPage()
  const email = uniqueEmail('no-script')
  const code = await join(request, email)
  await confirmByMail(page, email)
  const [row] = await rowsFor(email)
  expect(row?.confirmed_at).not.toBeNull()
  await expect(page.getByText(`#${row?.position}`, { exact: true })).toBeVisible()
  await expect(page.getByRole('link', { name: `${SERVER_SITE}/?ref=${code}` })).toBeVisible()
  await expect(page.getByRole('link', { name: pages.standing.email, exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: referral.copy })).toBeHidden()
  await context.close()
})

test('every page is sent with its policy: no inline script or style allowed, the site’s stylesheet and fonts linked from the build, none refused', async ({
  page,
  request,
}) => {
  const refused: string[] = []
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) refused.push(message.text())
  })
  const email = uniqueEmail('policy')
  await join(request, email)
  const [message] = await mailOnceThereIs(email)
  for (const address of [
    linkIn(message, CONFIRM_PATH),
    linkIn(message, LEAVE_PATH),
    `${STATUS_PATH}?token=x`,
  ]) {
    const response = await page.goto(address)
    const policy = response?.headers()['content-security-policy'] ?? ''
    expect(policy).toContain("script-src 'self'")
    expect(policy).not.toContain('unsafe-inline')
    expect(response?.headers()['referrer-policy']).toBe('no-referrer')
    const html = (await response?.text()) ?? ''
    expect(html).not.toContain('<style')
    const sheets = await page
      .locator('link[rel="stylesheet"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    expect(sheets).toEqual([
      expect.stringMatching(/^\/assets\/server-pages\/pages-\w+\.css$/),
      expect.stringMatching(/^\/assets\/server-pages\/brand-fonts-\w+\.css$/),
    ])
  }
  expect(refused).toEqual([])
})

test('the links of emails sent before the move, under /api/waitlist/, still work: opened, they lead to the new page; a one-click leave posted to them leaves', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('earlier')
  await join(request, email)
  const [message] = await mailOnceThereIs(email)
  const confirmLink = new URL(linkIn(message, CONFIRM_PATH))
  const earlier = `${WAITLIST_PATH}/confirm${confirmLink.search}`
  const redirect = await request.get(earlier, { maxRedirects: 0 })
  expect(redirect.status()).toBe(308)
  expect(redirect.headers().location).toBe(`${CONFIRM_PATH}${confirmLink.search}`)
  await page.goto(earlier)
  expect(new URL(page.url()).pathname).toBe(CONFIRM_PATH)
  await expect(page.getByRole('button', { name: withBrand(pages.confirm.button) })).toBeVisible()

  // RFC 8058's one click: the mail program posts to the link it was given.
  const leaveToken = new URL(linkIn(message, LEAVE_PATH)).searchParams.get('token') ?? ''
  const left = await request.post(`${WAITLIST_PATH}/leave?token=${leaveToken}`, {
    form: { 'List-Unsubscribe': 'One-Click' },
  })
  expect(left.status()).toBe(200)
  expect(await left.text()).toContain(pages.left.title)
  await expect.poll(async () => (await rowsFor(email)).length).toBe(0)
})
