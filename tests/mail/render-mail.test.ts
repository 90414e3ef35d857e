import { fillTemplate } from '@contract/fill-template.ts'
import { describe, expect, it } from 'vitest'
import { type Mail, type RenderedMail, renderMail } from '../../server/mail/render-mail.ts'
import { standingLines } from '../../server/waitlist/standing-lines.ts'
import { frozenMailContent } from './frozen-mail-content'

// The jsdom environment: DOMParser reads the HTML as an email client would.
const content = frozenMailContent()
const { emails } = content
const brand = content.site.brand.name
const match = content.recommendations.recommendations[0]?.name ?? ''
const reasons = content.recommendations.recommendations[0]?.benefits ?? []

const email = 'jamie@example.com'
const links = {
  leaveUrl: 'https://restwell.test/api/leave?token=leave-token',
  privacyUrl: 'https://restwell.test/privacy',
}
const confirm: Mail = {
  kind: 'confirm',
  email,
  confirmUrl: 'https://restwell.test/api/confirm?token=confirm-token',
  ...links,
}
const already: Mail = { kind: 'already', email, siteUrl: 'https://restwell.test/', ...links }
const personalLink = 'https://restwell.test/?ref=q3Zr8s-T0aLm'
/** The “You’re confirmed” email of someone at place `position` with `referrals` friends. */
const confirmedMail = (position: number, referrals: number) =>
  ({
    kind: 'confirmed',
    email,
    statusUrl: 'https://restwell.test/api/waitlist/status?token=status-token',
    standing: standingLines(
      content,
      { referralCode: 'q3Zr8s-T0aLm', position, referrals, total: 40 },
      'https://restwell.test',
    ),
    ...links,
  }) satisfies Mail
const confirmed = confirmedMail(12, 0)
const matchMail: Mail = {
  kind: 'match',
  email,
  match,
  reasons,
  matchUrl: 'https://restwell.test/match/swedish?answers=1',
  ...links,
}

const filled = (text: string) => fillTemplate(text, { brand, email, match })

function documentOf(rendered: RenderedMail): Document {
  return new DOMParser().parseFromString(rendered.html, 'text/html')
}

/** The links a reader can press, by their words. */
function linksOf(rendered: RenderedMail): { text: string; href: string | null }[] {
  return [...documentOf(rendered).querySelectorAll('a')].map((link) => ({
    text: link.textContent?.trim() ?? '',
    href: link.getAttribute('href'),
  }))
}

/** The words of the HTML part, as a reader sees them with styles and images blocked. */
function wordsOf(rendered: RenderedMail): string {
  return (documentOf(rendered).body.textContent ?? '').replace(/\s+/g, ' ')
}

const kinds = [
  { mail: confirm, texts: emails.confirm, action: confirm.confirmUrl },
  { mail: confirmed, texts: emails.confirmed, action: confirmed.statusUrl },
  { mail: already, texts: emails.already, action: already.siteUrl },
  { mail: matchMail, texts: emails.match, action: matchMail.matchUrl },
] as const

describe('renderMail: each email from emails.json, in HTML and plain text', () => {
  it.each(kinds)('$mail.kind: its subject, heading, button and link', async ({
    mail,
    texts,
    action,
  }) => {
    const rendered = await renderMail(content, mail)
    expect(rendered.subject).toBe(filled(texts.subject))
    const heading = documentOf(rendered).querySelector('h1')
    expect(heading?.textContent).toBe(filled(texts.heading))
    expect(linksOf(rendered)).toContainEqual({ text: filled(texts.button), href: action })
    expect(linksOf(rendered)).toContainEqual({ text: action, href: action })
    expect(rendered.text).toContain(filled(texts.heading))
    expect(rendered.text).toContain(`${filled(texts.button)} ${action}`)
  })

  it.each(kinds)('$mail.kind: the footer says why, and links to privacy and leaving', async ({
    mail,
  }) => {
    const rendered = await renderMail(content, mail)
    const why = filled(emails.layout.why)
    expect(why).toContain(email)
    expect(wordsOf(rendered)).toContain(why)
    expect(linksOf(rendered)).toEqual(
      expect.arrayContaining([
        { text: filled(emails.layout.privacyLink), href: links.privacyUrl },
        { text: filled(emails.layout.leaveLink), href: links.leaveUrl },
      ]),
    )
    expect(rendered.text).toContain(why)
    expect(rendered.text).toContain(`${filled(emails.layout.privacyLink)} ${links.privacyUrl}`)
    expect(rendered.text).toContain(`${filled(emails.layout.leaveLink)} ${links.leaveUrl}`)
  })

  it.each(kinds)('$mail.kind: no placeholder is left unfilled', async ({ mail }) => {
    const rendered = await renderMail(content, mail)
    for (const part of [rendered.subject, rendered.text, wordsOf(rendered)])
      expect(part).not.toMatch(/\{\w+\}/)
  })

  it.each(
    kinds,
  )('$mail.kind: the preview line is in the HTML, hidden, and not in the text', async ({
    mail,
    texts,
  }) => {
    const rendered = await renderMail(content, mail)
    const preview = documentOf(rendered).querySelector('[data-skip-in-text="true"]')
    expect(preview?.textContent).toContain(filled(texts.preheader))
    expect(preview?.getAttribute('style')).toMatch(/display:\s*none/)
    expect(rendered.text).not.toContain(filled(texts.preheader))
  })

  it.each(kinds)('$mail.kind: the HTML loads nothing from anywhere and runs no script', async ({
    mail,
  }) => {
    const document = documentOf(await renderMail(content, mail))
    expect(
      document.querySelectorAll('script, img, link, iframe, object, embed, form'),
    ).toHaveLength(0)
    const styles = [...document.querySelectorAll('[style]')].map((node) =>
      node.getAttribute('style'),
    )
    expect(styles.join(' ')).not.toMatch(/url\(/)
    expect(document.documentElement.getAttribute('lang')).toBe('en')
    // Layout tables: a screen reader reads their text, never their rows and cells.
    const tables = [...document.querySelectorAll('table')]
    expect(tables.length).toBeGreaterThan(0)
    for (const table of tables) expect(table.getAttribute('role')).toBe('presentation')
  })

  it('confirm: notes the quiz match only when the sign-up came with one', async () => {
    const line = filled(emails.confirm.matchLine)
    expect(wordsOf(await renderMail(content, { ...confirm, match }))).toContain(line)
    expect((await renderMail(content, { ...confirm, match }))?.text).toContain(line)
    expect(wordsOf(await renderMail(content, confirm))).not.toContain(line)
  })

  it('confirmed: says the place in line, the personal link written out, what sharing it does and the friends, in the form for their number', async () => {
    const { referrals } = emails
    const share = fillTemplate(referrals.share, { brand, referralBonus: referrals.referralBonus })
    for (const [friends, line] of [
      [0, referrals.friendsJoined.none],
      [1, referrals.friendsJoined.one],
      [3, fillTemplate(referrals.friendsJoined.other, { referrals: 3 })],
    ] as const) {
      const rendered = await renderMail(content, confirmedMail(12, friends))
      for (const part of [wordsOf(rendered), rendered.text]) {
        expect(part).toContain(fillTemplate(referrals.position, { brand, position: 12 }))
        expect(part).toContain(filled(referrals.linkLabel))
        expect(part).toContain(share)
        expect(part).toContain(filled(line))
      }
      expect(linksOf(rendered)).toContainEqual({ text: personalLink, href: personalLink })
      expect(rendered.text).toContain(personalLink)
      expect(wordsOf(rendered)).toContain(filled(emails.confirmed.statusNote))
    }
  })

  it('confirm: says how long the link works and what to do if it was not them', async () => {
    const rendered = await renderMail(content, confirm)
    expect(wordsOf(rendered)).toContain(filled(emails.confirm.expiry))
    expect(rendered.text).toContain(filled(emails.confirm.ignore))
  })

  it('match: lists why it suits them, shares the page and invites to the waitlist', async () => {
    const rendered = await renderMail(content, matchMail)
    const items = [...documentOf(rendered).querySelectorAll('li')].map((item) => item.textContent)
    expect(items).toEqual(reasons)
    for (const line of [
      emails.match.reasonsHeading,
      emails.match.shareLine,
      emails.match.waitlistLine,
    ])
      expect(rendered.text).toContain(filled(line))
  })

  it('escapes what a visitor typed: an address is text, never markup', async () => {
    const rendered = await renderMail(content, { ...already, email: '<b>jamie</b>@example.com' })
    expect(documentOf(rendered).querySelector('b')).toBeNull()
    expect(wordsOf(rendered)).toContain('<b>jamie</b>@example.com')
  })
})
