import { fillTemplate } from '@contract/fill-template.ts'
import { describe, expect, it } from 'vitest'
import { MAIL_MARK_CID } from '../../server/mail/brand-mark.ts'
import { MAIL_FONTS } from '../../server/mail/mail-fonts.ts'
import { type Mail, type RenderedMail, renderMail } from '../../server/mail/render-mail.ts'
import { frozenMailContent } from './frozen-mail-content'
import { EMAIL, envelope, PERSONAL_LINK, SITE, sampleMails, standingAt } from './sample-mails'

// The jsdom environment: DOMParser reads the HTML as an email client would.
const content = frozenMailContent()
const { emails } = content
const brand = content.site.brand.name
const samples = sampleMails(content)
const { confirm, confirmed, already, movedUp } = samples
const matchMail = samples.match
const { match, reasons, description } = matchMail
const email = EMAIL
const links = envelope
const personalLink = PERSONAL_LINK
/** The “You’re confirmed” email of someone at place `position` with `referrals` friends. */
const confirmedMail = (position: number, referrals: number) =>
  ({ ...confirmed, standing: standingAt(content, position, referrals) }) satisfies Mail

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

const movedUpTexts = {
  ...emails.movedUp,
  heading: fillTemplate(emails.movedUp.heading.other, { places: movedUp.places }),
  preheader: fillTemplate(emails.movedUp.preheader, { position: movedUp.position }),
}
const kinds = [
  { mail: confirm, texts: emails.confirm, action: confirm.confirmUrl },
  { mail: confirmed, texts: emails.confirmed, action: confirmed.statusUrl },
  { mail: movedUp, texts: movedUpTexts, action: movedUp.statusUrl },
  { mail: already, texts: emails.already, action: already.siteUrl },
  { mail: matchMail, texts: emails.match, action: matchMail.matchUrl },
] as const

describe('renderMail: each email from emails.json, in HTML and plain text', () => {
  it.each(
    kinds,
  )('$mail.kind: its subject, heading, and a button that reads as words, its full link in the plain text', async ({
    mail,
    texts,
    action,
  }) => {
    const rendered = await renderMail(content, mail)
    expect(rendered.subject).toBe(filled(texts.subject))
    const heading = documentOf(rendered).querySelector('h1')
    expect(heading?.textContent).toBe(filled(texts.heading))
    expect(linksOf(rendered)).toContainEqual({ text: filled(texts.button), href: action })
    // Every link reads as words; an address is written out only in the plain-text part.
    for (const link of linksOf(rendered)) expect(link.text).not.toMatch(/:\/\/|^https?:/)
    expect(linksOf(rendered).filter((link) => link.href === action)).toHaveLength(1)
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

  it.each(
    kinds,
  )('$mail.kind: the mark is an image inside the message, the only other things it may load are the brand fonts from the site, and it runs no script', async ({
    mail,
  }) => {
    const rendered = await renderMail(content, mail)
    const document = documentOf(rendered)
    const images = [...document.querySelectorAll('img')]
    expect(images.map((image) => image.getAttribute('src'))).toEqual([`cid:${MAIL_MARK_CID}`])
    // Decorative: the brand's name beside it is text, read once.
    expect(images[0]?.getAttribute('alt')).toBe('')
    expect(wordsOf(rendered)).toContain(brand)
    const [mark] = rendered.attachments
    expect(rendered.attachments).toHaveLength(1)
    expect(mark?.cid).toBe(MAIL_MARK_CID)
    expect(mark?.contentType).toBe('image/png')
    expect(mark?.content.subarray(1, 4).toString()).toBe('PNG')
    expect(document.querySelectorAll('script, link, iframe, object, embed, form')).toHaveLength(0)
    const styles = [...document.querySelectorAll('[style]')].map((node) =>
      node.getAttribute('style'),
    )
    expect(styles.join(' ')).not.toMatch(/url\(/)
    const sheets = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '')
    const loaded = sheets.join('').match(/url\([^)]*\)/g) ?? []
    expect(loaded.sort()).toEqual(
      MAIL_FONTS.map((font) => `url('${new URL(font.path, SITE).href}')`).sort(),
    )
    for (const family of MAIL_FONTS.map((font) => font.family))
      expect(styles.join(' ')).toMatch(new RegExp(`${family}, (Georgia|-apple-system)`))
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
      expect(linksOf(rendered)).toContainEqual({
        text: 'restwell.test/?ref=q3Zr8s-T0aLm',
        href: personalLink,
      })
      expect(rendered.text).toContain(personalLink)
      expect(wordsOf(rendered)).toContain(filled(emails.confirmed.statusNote))
    }
  })

  it('confirm: says how long the link works and what to do if it was not them', async () => {
    const rendered = await renderMail(content, confirm)
    expect(wordsOf(rendered)).toContain(filled(emails.confirm.expiry))
    expect(rendered.text).toContain(filled(emails.confirm.ignore))
  })

  it('match: says what the massage is like, lists why it suits them, and offers to join and to share its page', async () => {
    const rendered = await renderMail(content, matchMail)
    const items = [...documentOf(rendered).querySelectorAll('li')].map((item) => item.textContent)
    expect(items).toEqual(reasons)
    for (const part of [wordsOf(rendered), rendered.text]) {
      expect(part).toContain(description)
      for (const line of [
        emails.match.descriptionHeading,
        emails.match.reasonsHeading,
        emails.match.waitlistLine,
        emails.match.shareHeading,
      ])
        expect(part).toContain(filled(line))
    }
    expect(linksOf(rendered)).toContainEqual({
      text: filled(emails.match.joinButton),
      href: matchMail.joinUrl,
    })
    expect(rendered.text).toContain(`${filled(emails.match.joinButton)} ${matchMail.joinUrl}`)
    const message = fillTemplate(filled(emails.match.shareMessage), { link: matchMail.shareUrl })
    const subject = filled(emails.match.shareSubject)
    expect(linksOf(rendered)).toEqual(
      expect.arrayContaining([
        {
          text: filled(emails.layout.shareByEmail),
          href: `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(message)}`,
        },
        {
          text: filled(emails.layout.shareOnWhatsApp),
          href: `https://wa.me/?text=${encodeURIComponent(message)}`,
        },
      ]),
    )
    expect(rendered.text).toContain(matchMail.shareUrl)
    expect(rendered.text).not.toContain('mailto:')
  })

  it('moved-up: says how far they moved in the form for the number, where they stand, their link and once a day', async () => {
    const { referrals, movedUp: texts } = emails
    for (const places of [1, 4]) {
      const rendered = await renderMail(content, { ...movedUp, places })
      const heading = places === 1 ? texts.heading.one : texts.heading.other
      expect(documentOf(rendered).querySelector('h1')?.textContent).toBe(
        fillTemplate(filled(heading), { places }),
      )
      for (const part of [wordsOf(rendered), rendered.text]) {
        expect(part).toContain(fillTemplate(referrals.position, { position: movedUp.position }))
        expect(part).toContain(filled(texts.body))
        expect(part).toContain(filled(texts.onceADay))
      }
      expect(rendered.text).toContain(personalLink)
      const shareMessage = fillTemplate(filled(referrals.shareMessage), { link: personalLink })
      expect(linksOf(rendered)).toContainEqual({
        text: filled(emails.layout.shareOnWhatsApp),
        href: `https://wa.me/?text=${encodeURIComponent(shareMessage)}`,
      })
    }
  })

  it('escapes what a visitor typed: an address is text, never markup', async () => {
    const rendered = await renderMail(content, { ...already, email: '<b>jamie</b>@example.com' })
    expect(documentOf(rendered).querySelector('b')).toBeNull()
    expect(wordsOf(rendered)).toContain('<b>jamie</b>@example.com')
  })
})
