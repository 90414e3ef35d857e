// @vitest-environment node
import type { ParsedMail } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { fillTemplate } from '../../contract/fill-template.ts'
import { OWN_RESULT_FROM, OWN_RESULT_PARAM } from '../../contract/own-result-link.ts'
import { PRIVACY_PATH } from '../../contract/site-paths.ts'
import { rawSql } from '../../scripts/raw-sql.ts'
import { loadContent } from '../../server/content.ts'
import type { WaitlistDatabase } from '../../server/db/database.ts'
import { MAIL_MARK_CID } from '../../server/mail/brand-mark.ts'
import {
  CONFIRM_PATH,
  LEAVE_PATH,
  MATCH_EMAIL_PATH,
  NEW_LINK_PATH,
  STATUS_PATH,
} from '../../server/mail/mail-links.ts'
import { formPostPages } from '../../server/pages/form-page.tsx'
import { signupStore } from '../../server/waitlist/signup-store.ts'
import { linkTo, pressButton, tokenOf } from './inbox.ts'
import { codeOf, postJson, RECEIVED, signupBody, uniqueEmail } from './signup-requests.ts'
import { startSmtpCatcher } from './smtp-catcher.ts'
import { testClock } from './test-clock.ts'
import {
  DATABASES,
  openOwnTestDatabase,
  SITE_ORIGIN,
  startTestServer,
  type TestServer,
  testMail,
  useMailingServer,
} from './test-servers.ts'

// Each file opens a real Postgres (PGlite compiles WebAssembly first): slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 })

const content = loadContent()
const brand = content.site.brand.name
const words = (text: string, values: Record<string, string> = {}) =>
  fillTemplate(text, { brand, ...values })
const pages = content.emails.pages
const referrals = content.emails.referrals
const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
const { movedUp } = content.emails

/** A header as the message carries it, unparsed but unfolded (RFC 5322 folds long lines). */
function headerLine(message: ParsedMail | undefined, name: string): string | undefined {
  return message?.headerLines
    .find((header) => header.key === name)
    ?.line.replace(/\r\n(?=[ \t])/g, '')
}

/** A link from an email, opened on the test server rather than SITE_URL. */
const onServer = (server: TestServer, link: string) => {
  const url = new URL(link)
  return `${server.url}${url.pathname}${url.search}`
}

function postMatchEmail(server: TestServer, body: unknown, key: string = crypto.randomUUID()) {
  return fetch(`${server.url}${MATCH_EMAIL_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body: JSON.stringify(body),
  })
}

describe.each(DATABASES)('the waitlist’s email on the $name', ({ databaseUrl }) => {
  const clock = testClock()
  const { db, smtp, mail, server } = useMailingServer(databaseUrl, clock, {
    server: { formPages: formPostPages(content) },
  })

  /** A sign-up through the endpoint, then the due mail sent. */
  async function signUp(email: string, changes: Record<string, unknown> = {}) {
    const response = await postJson(server().url, signupBody(email, changes))
    expect(response.status).toBe(202)
    await mail().sender.runDue()
    return response
  }

  const rowOf = async (email: string) =>
    (await signupStore(db()).list()).find((row) => row.email === email)

  it('sends one confirmation email per sign-up, with a text and an HTML part and the one-click unsubscribe headers', async () => {
    const email = uniqueEmail('confirm')
    await signUp(email)
    await mail().sender.runDue()
    const [message, ...more] = smtp().to(email)
    expect(more).toEqual([])
    expect(message?.subject).toBe(words(content.emails.confirm.subject))
    expect(message?.text).toContain(`${SITE_ORIGIN}${CONFIRM_PATH}?token=`)
    expect(message?.html).toContain(`${SITE_ORIGIN}${CONFIRM_PATH}?token=`)
    expect(message?.html).toContain(`${SITE_ORIGIN}${PRIVACY_PATH}`)
    expect(headerLine(message, 'list-unsubscribe')).toMatch(
      new RegExp(`^List-Unsubscribe: <${SITE_ORIGIN}${LEAVE_PATH}\\?token=[\\w.-]+>$`),
    )
    expect(headerLine(message, 'list-unsubscribe-post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    )
  })

  it('confirms the address only when the link’s page button is pressed, and still says so when the link is opened again', async () => {
    const email = uniqueEmail('link')
    await signUp(email)
    const link = linkTo(smtp().to(email)[0], CONFIRM_PATH)

    // Opened (as a mail scanner would): a page with a button, and the address not yet confirmed.
    const opened = await fetch(onServer(server(), link))
    expect(opened.status).toBe(200)
    const page = await opened.text()
    expect(page).toContain(`action="${CONFIRM_PATH}"`)
    expect(page).toContain(words(pages.confirm.button))
    expect((await rowOf(email))?.confirmed_at).toBeNull()

    const pressed = await pressButton(`${server().url}${CONFIRM_PATH}`, tokenOf(link))
    expect(pressed.status).toBe(200)
    expect(await pressed.text()).toContain(words(pages.confirmed.title))
    expect((await rowOf(email))?.confirmed_at).toEqual(clock.now())

    const again = await fetch(onServer(server(), link))
    expect(again.status).toBe(200)
    expect(await again.text()).toContain(words(pages.confirmed.title))
  })

  it('answers a forged or expired link with a 400 page that offers a new one, and confirms nothing', async () => {
    const email = uniqueEmail('forged')
    await signUp(email)
    const link = linkTo(smtp().to(email)[0], CONFIRM_PATH)
    const [body = '', signature = ''] = tokenOf(link).split('.')
    const otherBody = Buffer.from(
      JSON.stringify({ purpose: 'confirm', email: uniqueEmail('victim'), expires: 9e9 }),
    ).toString('base64url')
    const forgeries = [
      `${body}.${signature.slice(0, -2)}AA`,
      `${otherBody}.${signature}`,
      'not-a-token',
      '',
    ]
    for (const token of forgeries) {
      const opened = await fetch(`${server().url}${CONFIRM_PATH}?token=${token}`)
      expect(opened.status).toBe(400)
      const page = await opened.text()
      expect(page).toContain(words(pages.invalid.title))
      expect(page).toContain(words(pages.invalid.button))
      expect((await pressButton(`${server().url}${CONFIRM_PATH}`, token)).status).toBe(400)
    }
    expect((await rowOf(email))?.confirmed_at).toBeNull()

    // Eight days on, the real link has expired too; asking for a new one sends one.
    clock.advance(8 * 24 * 60 * MINUTE)
    expect((await pressButton(`${server().url}${CONFIRM_PATH}`, tokenOf(link))).status).toBe(400)
    expect((await rowOf(email))?.confirmed_at).toBeNull()
    const asked = await fetch(`${server().url}/api/waitlist/new-link`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email }),
    })
    expect(asked.status).toBe(200)
    expect(await asked.text()).toContain(words(pages.invalid.sent))
    await mail().sender.runDue()
    const fresh = linkTo(smtp().to(email)[1], CONFIRM_PATH)
    expect((await pressButton(`${server().url}${CONFIRM_PATH}`, tokenOf(fresh))).status).toBe(200)
    expect((await rowOf(email))?.confirmed_at).toEqual(clock.now())
  })

  /** Asks for a new link for `email` from the expired link's page, or as `headers` say. */
  const askNewLink = (email: string, headers: Record<string, string> = {}) =>
    fetch(`${server().url}${NEW_LINK_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams({ email }),
    })

  it('sends no new link for a post from another site’s page: a 403 page that offers its own form', async () => {
    const email = uniqueEmail('new-link-elsewhere')
    await signUp(email)
    const refused = await Promise.all([
      askNewLink(email, { origin: 'https://evil.example' }),
      askNewLink(email, { origin: 'null' }),
      askNewLink(email, { 'sec-fetch-site': 'cross-site' }),
    ])
    await mail().sender.runDue()
    const sentAfterRefusals = smtp().to(email).length
    const ours = await askNewLink(email, { origin: SITE_ORIGIN, 'sec-fetch-site': 'same-origin' })
    await mail().sender.runDue()

    expect(refused.map((answer) => answer.status)).toEqual([403, 403, 403])
    for (const answer of refused) {
      const page = await answer.text()
      expect(page).toContain(`action="${NEW_LINK_PATH}"`)
      expect(page).not.toContain(words(pages.invalid.sent))
    }
    expect(sentAfterRefusals).toBe(1)
    expect(ours.status).toBe(200)
    expect(smtp().to(email)).toHaveLength(2)
  })

  it('answers a confirmation link of an address that left with the broken link’s page', async () => {
    const email = uniqueEmail('left-then-confirm')
    await signUp(email)
    const link = linkTo(smtp().to(email)[0], CONFIRM_PATH)
    expect((await fetch(onServer(server(), link))).status).toBe(200)
    await signupStore(db()).leave(email, await mail().secrets.hashAddress(email), clock.now())
    const opened = await fetch(onServer(server(), link))
    const page = await opened.text()
    expect(opened.status).toBe(400)
    expect(page).toContain(words(pages.invalid.title))
    expect(page).not.toContain(words(pages.confirm.button))
    expect((await pressButton(`${server().url}${CONFIRM_PATH}`, tokenOf(link))).status).toBe(400)
  })

  it('keeps every link’s page from passing its address on: Referrer-Policy no-referrer, whatever the answer', async () => {
    const email = uniqueEmail('referrer')
    await signUp(email)
    const confirmLink = linkTo(smtp().to(email)[0], CONFIRM_PATH)
    const header = headerLine(smtp().to(email)[0], 'list-unsubscribe') ?? ''
    const leaveLink = header.slice(header.indexOf('<') + 1, header.lastIndexOf('>'))
    const confirmPage = await fetch(onServer(server(), confirmLink))
    const confirmedPage = await pressButton(`${server().url}${CONFIRM_PATH}`, tokenOf(confirmLink))
    await mail().sender.runDue()
    const statusPage = await fetch(onServer(server(), linkTo(smtp().to(email)[1], STATUS_PATH)))
    const leavePage = await fetch(onServer(server(), leaveLink))
    const leftPage = await pressButton(`${server().url}${LEAVE_PATH}`, tokenOf(leaveLink))
    const invalidPage = await fetch(`${server().url}${CONFIRM_PATH}?token=broken`)
    const newLinkPage = await askNewLink(uniqueEmail('referrer-new-link'))
    const otherSitePage = await askNewLink(email, { origin: 'https://evil.example' })
    const answers = {
      confirm: confirmPage,
      confirmed: confirmedPage,
      status: statusPage,
      leave: leavePage,
      left: leftPage,
      invalid: invalidPage,
      'new-link': newLinkPage,
      'new-link from another site': otherSitePage,
    }
    for (const [name, answer] of Object.entries(answers)) {
      expect(answer.headers.get('content-type'), name).toContain('text/html')
      expect(answer.headers.get('referrer-policy'), name).toBe('no-referrer')
    }
    expect(Object.values(answers).map((answer) => answer.status)).toEqual([
      200, 200, 200, 200, 200, 400, 200, 403,
    ])
  })

  /** The lines that show where `email` stands now, from emails.json with its place filled in. */
  async function standingWords(email: string) {
    const row = await rowOf(email)
    if (!row?.referral_code) throw new Error(`${email} has no place in line`)
    const friends = referrals.friendsJoined
    return {
      position: words(referrals.position, { position: String(row.position) }),
      link: `${SITE_ORIGIN}/?ref=${row.referral_code}`,
      share: words(referrals.share, { referralBonus: String(referrals.referralBonus) }),
      friends:
        row.referrals === 0
          ? words(friends.none)
          : row.referrals === 1
            ? words(friends.one)
            : words(friends.other, { referrals: String(row.referrals) }),
    }
  }

  /** The text of a page, its markup and entities gone, as a person reads it. */
  const readable = (page: string) =>
    page
      .replace(/<[^>]+>/g, ' ')
      .replaceAll('&#39;', "'")
      .replaceAll('&quot;', '"')
      .replaceAll('&amp;', '&')

  it('shows the place in line, the personal link and the friends on the confirmed page and in one “You’re confirmed” email, whose button shows the place as it is later', async () => {
    const email = uniqueEmail('standing')
    const joined = await (await signUp(email)).json()
    const link = linkTo(smtp().to(email)[0], CONFIRM_PATH)
    const pressed = await pressButton(`${server().url}${CONFIRM_PATH}`, tokenOf(link))
    const shown = await standingWords(email)
    expect(shown.link).toBe(joined.referralLink)
    const page = readable(await pressed.text())
    for (const line of Object.values(shown)) expect(page).toContain(line)
    // Opened again, the link's page says the same.
    expect(readable(await (await fetch(onServer(server(), link))).text())).toContain(shown.position)

    await mail().sender.runDue()
    const [, confirmed, ...more] = smtp().to(email)
    expect(more).toEqual([])
    expect(confirmed?.subject).toBe(words(content.emails.confirmed.subject))
    const { link: personalLink, ...lines } = shown
    for (const line of Object.values(shown)) expect(confirmed?.text).toContain(line)
    for (const line of Object.values(lines)) expect(readable(confirmed?.html || '')).toContain(line)
    // The HTML's link reads as short words; its address is the personal link.
    expect(confirmed?.html).toContain(`href="${personalLink}"`)
    expect(readable(confirmed?.html || '')).not.toContain(personalLink)
    // The mark travels inside the message, shown where the HTML names it.
    expect(
      confirmed?.attachments.map((image) => [
        image.cid,
        image.contentType,
        image.contentDisposition,
      ]),
    ).toEqual([[MAIL_MARK_CID, 'image/png', 'inline']])
    const statusLink = linkTo(confirmed, STATUS_PATH)

    // A friend joins through the link and confirms: the same link shows one friend, and the place.
    const friend = uniqueEmail('standing-friend')
    const friendBody = signupBody(friend)
    await signUp(friend, {
      source: { ...friendBody.source, referralCode: codeOf(joined.referralLink) },
    })
    const friendLink = linkTo(smtp().to(friend)[0], CONFIRM_PATH)
    expect((await pressButton(`${server().url}${CONFIRM_PATH}`, tokenOf(friendLink))).status).toBe(
      200,
    )
    const later = await fetch(onServer(server(), statusLink))
    expect(later.status).toBe(200)
    const laterShown = await standingWords(email)
    expect(laterShown.friends).toBe(words(referrals.friendsJoined.one))
    const laterPage = readable(await later.text())
    expect(laterPage).toContain(words(pages.status.title))
    for (const line of Object.values(laterShown)) expect(laterPage).toContain(line)

    // Confirmed again: no second “You’re confirmed” email (the friend's “moved up” one aside).
    await pressButton(`${server().url}${CONFIRM_PATH}`, tokenOf(link))
    await mail().sender.runDue()
    const subjects = smtp()
      .to(email)
      .map((message) => message.subject)
    expect(subjects.filter((subject) => subject === confirmed?.subject)).toHaveLength(1)
    expect(subjects).toEqual([
      words(content.emails.confirm.subject),
      words(content.emails.confirmed.subject),
      words(content.emails.movedUp.subject),
    ])
  })

  it('refuses a forged, another purpose’s or an expired place-in-line link with the 400 page, and one for an address that left', async () => {
    const email = uniqueEmail('status-link')
    await signUp(email)
    const confirmLink = linkTo(smtp().to(email)[0], CONFIRM_PATH)
    await pressButton(`${server().url}${CONFIRM_PATH}`, tokenOf(confirmLink))
    await mail().sender.runDue()
    const statusLink = linkTo(smtp().to(email)[1], STATUS_PATH)
    const [body = '', signature = ''] = tokenOf(statusLink).split('.')
    const someoneElse = Buffer.from(
      JSON.stringify({ purpose: 'status', email: uniqueEmail('victim') }),
    ).toString('base64url')
    const refused = [
      `${body}.${signature.slice(0, -2)}AA`,
      `${someoneElse}.${signature}`,
      tokenOf(confirmLink),
      'not-a-token',
      '',
    ]
    for (const token of refused) {
      const opened = await fetch(`${server().url}${STATUS_PATH}?token=${token}`)
      expect(opened.status).toBe(400)
      expect(await opened.text()).toContain(words(pages.invalid.title))
    }
    expect((await fetch(onServer(server(), statusLink))).status).toBe(200)
    clock.advance(366 * 24 * 60 * MINUTE)
    expect((await fetch(onServer(server(), statusLink))).status).toBe(400)

    const leaving = uniqueEmail('status-leaving')
    await signUp(leaving)
    await pressButton(
      `${server().url}${CONFIRM_PATH}`,
      tokenOf(linkTo(smtp().to(leaving)[0], CONFIRM_PATH)),
    )
    await mail().sender.runDue()
    const leavingStatus = linkTo(smtp().to(leaving)[1], STATUS_PATH)
    expect((await fetch(onServer(server(), leavingStatus))).status).toBe(200)
    await signupStore(db()).leave(leaving, 'hash-of-leaving', clock.now())
    expect((await fetch(onServer(server(), leavingStatus))).status).toBe(400)
  })

  it('takes the address off the list with the one-click POST, keeping only a salted hash, and lets it join again as new', async () => {
    const email = uniqueEmail('leaving')
    await signUp(email)
    const header = headerLine(smtp().to(email)[0], 'list-unsubscribe') ?? ''
    const leaveLink = header.slice(header.indexOf('<') + 1, header.lastIndexOf('>'))

    // RFC 8058: the mail program posts this body to the header's address.
    const left = await fetch(onServer(server(), leaveLink), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(left.status).toBe(200)
    expect(await left.text()).toContain(words(pages.left.title))
    expect(await server().rowsWith('email', [email])).toBe(0)
    const hash = await mail().secrets.hashAddress(email)
    expect(hash).not.toContain(email.split('@')[0])
    const kept = await rawSql(db()).query(
      'SELECT 1 FROM waitlist_departures WHERE address_hash = $1',
      [hash],
    )
    expect(kept).toHaveLength(1)
    const jobs = await rawSql(db()).query('SELECT 1 FROM mail_jobs WHERE email = $1', [email])
    expect(jobs).toEqual([])

    await signUp(email)
    expect(await server().rowsWith('email', [email])).toBe(1)
    expect(
      smtp()
        .to(email)
        .map((message) => message.subject),
    ).toEqual([words(content.emails.confirm.subject), words(content.emails.confirm.subject)])
  })

  it('shows the leave link’s page with a button, and leaves only when it is pressed', async () => {
    const email = uniqueEmail('leave-page')
    await signUp(email)
    const header = headerLine(smtp().to(email)[0], 'list-unsubscribe') ?? ''
    const leaveLink = header.slice(header.indexOf('<') + 1, header.lastIndexOf('>'))
    const opened = await fetch(onServer(server(), leaveLink))
    expect(opened.status).toBe(200)
    expect(await opened.text()).toContain(words(pages.leave.button))
    expect(await server().rowsWith('email', [email])).toBe(1)
    expect((await pressButton(`${server().url}${LEAVE_PATH}`, tokenOf(leaveLink))).status).toBe(200)
    expect(await server().rowsWith('email', [email])).toBe(0)
  })

  it('sends nothing to a sign-up flagged as a bot (honeypot, or too fast)', async () => {
    const trapped = uniqueEmail('honeypot')
    const fast = uniqueEmail('fast')
    await signUp(trapped, { spam: { honeypotFilled: true, submittedTooFast: false } })
    await signUp(fast, { spam: { honeypotFilled: false, submittedTooFast: true } })
    // Again, as a bot would: still nothing, not even "already on the list".
    await signUp(trapped, { spam: { honeypotFilled: true, submittedTooFast: false } })
    expect(await server().rowsWith('email', [trapped, fast])).toBe(2)
    expect([...smtp().to(trapped), ...smtp().to(fast)]).toEqual([])
  })

  it('sends one email when the outbox sends its key twice, or three times at once', async () => {
    const email = uniqueEmail('retried')
    const body = signupBody(email)
    await postJson(server().url, body)
    await Promise.all([1, 2, 3].map(() => postJson(server().url, body)))
    await mail().sender.runDue()
    await mail().sender.runDue()
    expect(smtp().to(email)).toHaveLength(1)
  })

  it('tells the owner of an address on the list by email that it is, at most once every 15 minutes', async () => {
    const email = uniqueEmail('already')
    await signUp(email)
    await signupStore(db()).confirm(email, clock.now())
    await signUp(email)
    clock.advance(5 * MINUTE)
    await signUp(email)
    clock.advance(11 * MINUTE)
    await signUp(email)
    const already = words(content.emails.already.subject)
    expect(
      smtp()
        .to(email)
        .map((message) => message.subject),
    ).toEqual([words(content.emails.confirm.subject), already, already])
  })

  it('sends an unconfirmed address that signs up again a new confirmation link instead', async () => {
    const email = uniqueEmail('unconfirmed')
    await signUp(email)
    await signUp(email)
    const subjects = smtp()
      .to(email)
      .map((message) => message.subject)
    expect(subjects).toEqual(Array(2).fill(words(content.emails.confirm.subject)))
  })

  it('answers a new address and one already on the list alike, as JSON and as a form post', async () => {
    const existing = uniqueEmail('existing')
    await signUp(existing)
    const answer = async (response: Response) => ({
      status: response.status,
      body: await response.text(),
      headers: [...response.headers].filter(([name]) => name !== 'date'),
    })
    const fresh = await answer(await postJson(server().url, signupBody(uniqueEmail('fresh'))))
    const known = await answer(await postJson(server().url, signupBody(existing)))
    // Each answer has a code of its own (decision 0031): alike once the codes are set aside, and
    // the known address's code is not its own, which its owner may have shared.
    const withoutCode = (answered: typeof fresh) => ({
      ...answered,
      body: answered.body.replace(/\?ref=[A-Za-z0-9_-]+/, '?ref=CODE'),
    })
    expect(withoutCode(known)).toEqual(withoutCode(fresh))
    expect(fresh.status).toBe(202)
    expect(JSON.parse(known.body)).toEqual(RECEIVED)
    expect(codeOf(JSON.parse(known.body).referralLink)).not.toBe(
      (await rowOf(existing))?.referral_code,
    )

    const postForm = (email: string) =>
      fetch(`${server().url}/api/waitlist`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: SITE_ORIGIN },
        body: new URLSearchParams({ name: 'Ana', email, userType: 'client' }),
        redirect: 'manual',
      })
    const formFresh = await answer(await postForm(uniqueEmail('fresh-form')))
    const formKnown = await answer(await postForm(existing))
    expect(formKnown).toEqual(formFresh)
    expect(formFresh.status).toBe(303)
    expect(formFresh.headers).toContainEqual(['location', '/waitlist/joined'])
  })

  it('flags an address at a disposable domain, and keeps it', async () => {
    const disposable = `someone-${crypto.randomUUID().slice(0, 8)}@mailinator.com`
    const ordinary = uniqueEmail('ordinary')
    await signUp(disposable)
    await signUp(ordinary)
    expect((await rowOf(disposable))?.disposable_domain).toBe(true)
    expect((await rowOf(ordinary))?.disposable_domain).toBe(false)
  })

  it('emails the quiz’s match with a link to the result, once per key, at most once per 15 minutes, without joining the list', async () => {
    const email = uniqueEmail('quiz')
    const key = crypto.randomUUID()
    const body = { email, match: 'swedish', answers: '1-relaxation_99-nothing' }
    const answers = await Promise.all([
      postMatchEmail(server(), body, key),
      postMatchEmail(server(), body, key),
    ])
    expect(answers.map((answer) => answer.status)).toEqual([202, 202])
    expect(await answers[0]?.json()).toEqual({ status: 'received' })
    clock.advance(MINUTE)
    expect((await postMatchEmail(server(), body)).status).toBe(202)
    await mail().sender.runDue()

    const messages = smtp().to(email)
    const swedish = content.recommendations.recommendations.find(
      (massage) => massage.key === 'swedish',
    )
    expect(messages.map((message) => message.subject)).toEqual([
      words(content.emails.match.subject, { match: swedish?.name ?? '' }),
    ])
    const result = new URL(linkTo(messages[0], '/quiz'))
    expect(result.searchParams.get('step')).toBe('result')
    expect(result.searchParams.get('a')).toBe('1-relaxation')
    // The reader's own result, in the second person (issue 46).
    expect(result.searchParams.get(OWN_RESULT_PARAM)).toBe(OWN_RESULT_FROM)
    expect(await server().rowsWith('email', [email])).toBe(0)

    clock.advance(15 * MINUTE)
    expect((await postMatchEmail(server(), body)).status).toBe(202)
    await mail().sender.runDue()
    expect(smtp().to(email)).toHaveLength(2)
  })

  it('refuses a match email’s key reused for another address or match (409), and sends nothing for it', async () => {
    const email = uniqueEmail('reused-key')
    const anotherMassage =
      content.recommendations.recommendations.find((massage) => massage.key !== 'swedish')?.key ??
      ''
    const other = uniqueEmail('reused-key-other')
    const key = crypto.randomUUID()
    const first = await postMatchEmail(
      server(),
      { email, match: 'swedish', answers: '1-relaxation' },
      key,
    )
    expect(first.status).toBe(202)
    const again = await postMatchEmail(
      server(),
      { email, match: 'swedish', answers: '1-relaxation' },
      key,
    )
    expect([again.status, await again.json()]).toEqual([202, { status: 'received' }])
    const reused = await Promise.all([
      postMatchEmail(server(), { email: other, match: 'swedish', answers: '1-relaxation' }, key),
      postMatchEmail(server(), { email, match: anotherMassage, answers: '1-relaxation' }, key),
    ])
    expect(reused.map((response) => response.status)).toEqual([409, 409])
    expect(await reused[0]?.json()).toMatchObject({ error: 'idempotency-key-reused' })
    await mail().sender.runDue()
    expect(smtp().to(email)).toHaveLength(1)
    expect(smtp().to(other)).toHaveLength(0)
    // Once sent, the job keeps no address, and a reused key is still told apart.
    const late = await postMatchEmail(
      server(),
      { email: other, match: 'swedish', answers: '1-relaxation' },
      key,
    )
    expect(late.status).toBe(409)
  })

  it('sends the quiz’s match to no address that left the list, and answers it alike', async () => {
    const email = uniqueEmail('left-quiz')
    await signUp(email)
    const header = headerLine(smtp().to(email)[0], 'list-unsubscribe') ?? ''
    const leaveLink = header.slice(header.indexOf('<') + 1, header.lastIndexOf('>'))
    await pressButton(`${server().url}${LEAVE_PATH}`, tokenOf(leaveLink))
    const response = await postMatchEmail(server(), { email, match: 'swedish' })
    expect([response.status, await response.json()]).toEqual([202, { status: 'received' }])
    await mail().sender.runDue()
    expect(smtp().to(email)).toHaveLength(1)
  })

  it('refuses a match email without a key, with an address the quiz form refuses (no dot in its domain too), or for a massage the quiz lacks', async () => {
    const refused = await Promise.all([
      fetch(`${server().url}${MATCH_EMAIL_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: uniqueEmail(), match: 'swedish' }),
      }),
      postMatchEmail(server(), { email: 'not-an-address', match: 'swedish' }),
      postMatchEmail(server(), { email: 'jamie@gmail', match: 'swedish' }),
      postMatchEmail(server(), { email: uniqueEmail(), match: 'no-such-massage' }),
      postMatchEmail(server(), { match: 'swedish' }),
    ])
    expect(refused.map((response) => response.status)).toEqual([400, 422, 422, 422, 400])
    const emailField = content.forms.quizEmail.fields.find((field) => field.name === 'email')
    for (const badAddress of [refused[1], refused[2]])
      expect(await badAddress?.json()).toMatchObject({
        field: 'email',
        message: emailField?.messages.invalid,
      })
  })

  // “You moved up N places” (issue 46): the referrer hears, at most once a day.
  /** A sign-up through the endpoint (by `code`'s link when given), confirmed, its mail sent. */
  async function joinAndConfirm(email: string, code?: string): Promise<string> {
    const body = signupBody(email)
    const response = await postJson(
      server().url,
      code ? { ...body, source: { ...body.source, referralCode: code } } : body,
    )
    expect(response.status).toBe(202)
    await mail().sender.runDue()
    const link = linkTo(smtp().to(email)[0], CONFIRM_PATH)
    expect((await pressButton(`${server().url}${CONFIRM_PATH}`, tokenOf(link))).status).toBe(200)
    await mail().sender.runDue()
    return (await response.json()).referralLink
  }
  const placeOf = async (email: string) => (await signupStore(db()).standingOf(email))?.position
  const movedUpTo = (email: string): ParsedMail[] =>
    smtp()
      .to(email)
      .filter((message) => message.subject === words(movedUp.subject))

  it('a friend’s confirmation sends the referrer one “moved up” email with their place and link, a second friend the same day none, and the next day’s friend one more', async () => {
    // Twenty people ahead, so each of three friends moves the referrer up.
    for (let index = 0; index < 20; index++)
      expect((await postJson(server().url, signupBody(uniqueEmail(`ahead-${index}`)))).status).toBe(
        202,
      )
    const referrer = uniqueEmail('referrer')
    const personalLink = await joinAndConfirm(referrer)
    const code = codeOf(personalLink)
    const before = (await placeOf(referrer)) ?? 0
    expect(movedUpTo(referrer)).toEqual([])

    await joinAndConfirm(uniqueEmail('friend-1'), code)
    const after = (await placeOf(referrer)) ?? 0
    expect(after).toBeLessThan(before)
    const [message, ...more] = movedUpTo(referrer)
    expect(more).toEqual([])
    expect(message?.text).toContain(
      words(movedUp.heading.other, { places: String(before - after) }),
    )
    expect(message?.text).toContain(words(referrals.position, { position: String(after) }))
    expect(message?.text).toContain(words(referrals.friendsJoined.one))
    expect(message?.text).toContain(personalLink)
    expect(message?.html).toContain(`href="${personalLink}"`)
    // The one-click unsubscribe of all unasked-for mail: its leave link, and the POST that does it.
    // Unfolded: RFC 5322 folds long header lines.
    const header = (key: string) =>
      message?.headerLines.find((line) => line.key === key)?.line.replace(/\r\n(?=[ \t])/g, '')
    expect(header('list-unsubscribe')).toMatch(/^List-Unsubscribe: <https?:\/\/\S+leave\?token=/)
    expect(header('list-unsubscribe-post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    )

    // A second friend the same day moves them up again, but writes no second email.
    await joinAndConfirm(uniqueEmail('friend-2'), code)
    expect(await placeOf(referrer)).toBeLessThan(after)
    expect(movedUpTo(referrer)).toHaveLength(1)

    // The next day, a third friend's confirmation is news again.
    clock.advance(DAY)
    await joinAndConfirm(uniqueEmail('friend-3'), code)
    expect(movedUpTo(referrer)).toHaveLength(2)
  })

  it('writes nothing for a friend whose confirmation cannot move them: they are already first', async () => {
    const first = uniqueEmail('first')
    const link = await joinAndConfirm(first)
    // Everyone else left: they are first, and a friend cannot move them.
    await rawSql(db()).query('DELETE FROM waitlist_signups WHERE email <> $1', [first])
    expect(await placeOf(first)).toBe(1)
    clock.advance(DAY)
    await joinAndConfirm(uniqueEmail('friend-of-first'), codeOf(link))
    expect(movedUpTo(first)).toEqual([])
  })
})

describe.each(DATABASES)('the waitlist’s email through an outage, on the $name', ({
  databaseUrl,
}) => {
  let db: WaitlistDatabase
  beforeAll(async () => {
    db = await openOwnTestDatabase(databaseUrl)
  }, 60_000)
  afterAll(() => db?.close())

  /** A port where no SMTP server answers yet (one was there and has stopped). */
  async function silentPort() {
    const passing = await startSmtpCatcher()
    await passing.close()
    return passing.port
  }

  it('keeps the email while the SMTP server is down, and sends it once when it is back', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const clock = testClock()
    const port = await silentPort()
    const mail = testMail(db, `smtp://127.0.0.1:${port}`, clock.now)
    const server = await startTestServer(db, { mail, now: clock.now })
    const email = uniqueEmail('outage')
    await postJson(server.url, signupBody(email))
    expect((await mail.sender.runDue()).failed).toBeGreaterThan(0)

    // The first retry comes within a minute, not before it is due.
    const attempts = async () =>
      (await rawSql(db).query('SELECT attempts FROM mail_jobs WHERE email = $1', [email]))[0]
        ?.attempts
    clock.advance(10_000)
    await mail.sender.runDue()
    expect(await attempts()).toBe(1)
    const smtp = await startSmtpCatcher(port)
    clock.advance(50_000)
    await mail.sender.runDue()
    clock.advance(24 * 60 * MINUTE)
    await mail.sender.runDue()
    await server.close()
    mail.close()
    await smtp.close()
    errors.mockRestore()
    expect(smtp.to(email)).toHaveLength(1)
  })

  it('resumes a retry after a restart, and sends the email once', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const clock = testClock()
    const port = await silentPort()
    const before = testMail(db, `smtp://127.0.0.1:${port}`, clock.now)
    const server = await startTestServer(db, { mail: before, now: clock.now })
    const email = uniqueEmail('restart')
    await postJson(server.url, signupBody(email))
    await before.sender.runDue()
    await server.close()
    before.close()

    // A new process on the same database, the SMTP server back meanwhile.
    const smtp = await startSmtpCatcher(port)
    const after = testMail(db, `smtp://127.0.0.1:${port}`, clock.now)
    clock.advance(MINUTE)
    await after.sender.runDue()
    await after.sender.runDue()
    clock.advance(60 * MINUTE)
    await after.sender.runDue()
    after.close()
    await smtp.close()
    errors.mockRestore()
    expect(smtp.to(email)).toHaveLength(1)
  })
})
