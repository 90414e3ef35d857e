import { render } from '@react-email/render'
import { createElement } from 'react'
import type { Content } from '../../schemas/content-files.ts'
import type { StandingLines } from '../waitlist/standing-lines.ts'
import { brandMarkAttachment, type InlineImage, MAIL_MARK_CID } from './brand-mark.ts'
import { emailCopy } from './mail-copy.ts'
import { mailFontFaces } from './mail-fonts.ts'
import { type MailMessage, MailTemplate } from './mail-template.tsx'
import { type ShareMessage, shareActions, shortLinkText } from './share-links.ts'

/** What every message carries: to whom, and the site's links its small print and fonts use. */
type Envelope = { email: string; siteUrl: string; leaveUrl: string; privacyUrl: string }

/** Where a confirmed person stands, with the signed link to the page that shows it. */
type Standing = { statusUrl: string; standing: StandingLines }

/** One message to send: what it is, to whom, and the absolute links it carries. */
export type Mail = Envelope &
  (
    | { kind: 'confirm'; confirmUrl: string; match?: string }
    | ({ kind: 'confirmed' } & Standing)
    | ({ kind: 'moved-up'; places: number; position: number } & Standing)
    | { kind: 'already' }
    | {
        kind: 'match'
        match: string
        description: string
        reasons?: string[]
        /** The visitor's own result on the site. */
        matchUrl: string
        /** The massage's own page, to pass on. */
        shareUrl: string
        /** The waitlist on the site. */
        joinUrl: string
      }
  )

/** What a mail transport sends: the headers that carry the address and links are the sender's. */
export type RenderedMail = {
  subject: string
  text: string
  html: string
  attachments: InlineImage[]
}

// A heading reads as written: html-to-text shouts it in capitals by default.
const PLAIN_TEXT = { selectors: [{ selector: 'h1', options: { uppercase: false } }] }

type Rendering = { subject: string; message: MailMessage }

/** The texts of one mail, from emails.json, with its placeholders filled in. */
function compose(content: Content, mail: Mail): Rendering {
  const match = mail.kind === 'confirm' || mail.kind === 'match' ? mail.match : undefined
  const link =
    mail.kind === 'match' ? mail.shareUrl : 'standing' in mail ? mail.standing.link?.url : undefined
  const emails = emailCopy(content, {
    email: mail.email,
    match,
    link,
    ...(mail.kind === 'moved-up'
      ? { places: String(mail.places), position: String(mail.position) }
      : {}),
  })
  const shared = {
    brand: content.site.brand.name,
    logoSrc: `cid:${MAIL_MARK_CID}`,
    fontFaces: mailFontFaces(mail.siteUrl),
    footer: {
      signOff: emails.layout.footer,
      why: emails.layout.why,
      privacy: { label: emails.layout.privacyLink, url: mail.privacyUrl },
      leave: { label: emails.layout.leaveLink, url: mail.leaveUrl },
    },
  }
  const share = (heading: string, message: ShareMessage, lines: string[] = []) => ({
    heading,
    lines,
    actions: shareActions(emails.layout, message),
  })
  /** The personal link, what it does and how to pass it on; nothing for a row without a code. */
  const personalLink = ({ link: personal, share: does, friends }: StandingLines) =>
    personal
      ? {
          share: {
            ...share(
              personal.label,
              { subject: emails.referrals.shareSubject, message: emails.referrals.shareMessage },
              [does, friends],
            ),
            link: { label: shortLinkText(personal.url), url: personal.url },
          },
        }
      : {}
  /** A mail with its texts' subject, preheader and heading, and the rest of its message. */
  const written = (
    texts: { subject: string; preheader: string },
    heading: string,
    body: Omit<MailMessage, keyof typeof shared | 'preheader' | 'heading'>,
  ): Rendering => ({
    subject: texts.subject,
    message: { ...shared, preheader: texts.preheader, heading, ...body },
  })
  switch (mail.kind) {
    case 'confirm': {
      const texts = emails.confirm
      return written(texts, texts.heading, {
        paragraphs: match ? [texts.body, texts.matchLine] : [texts.body],
        action: { label: texts.button, url: mail.confirmUrl },
        notes: [texts.expiry, texts.ignore],
      })
    }
    case 'confirmed': {
      const texts = emails.confirmed
      const { standing } = mail
      return written(texts, texts.heading, {
        highlight: standing.position,
        paragraphs: standing.link ? [texts.body] : [texts.body, standing.friends],
        action: { label: texts.button, url: mail.statusUrl },
        notes: [texts.statusNote],
        ...personalLink(standing),
      })
    }
    case 'moved-up': {
      const texts = emails.movedUp
      const { standing } = mail
      return written(texts, mail.places === 1 ? texts.heading.one : texts.heading.other, {
        highlight: standing.position,
        paragraphs: [texts.body],
        action: { label: texts.button, url: mail.statusUrl },
        notes: [texts.onceADay],
        ...personalLink(standing),
      })
    }
    case 'already': {
      const texts = emails.already
      return written(texts, texts.heading, {
        paragraphs: [texts.body],
        action: { label: texts.button, url: mail.siteUrl },
        notes: [],
      })
    }
    case 'match': {
      const texts = emails.match
      return written(texts, texts.heading, {
        paragraphs: [texts.body],
        panel: { heading: texts.descriptionHeading, text: mail.description },
        list: { heading: texts.reasonsHeading, items: mail.reasons ?? [] },
        action: { label: texts.button, url: mail.matchUrl },
        notes: [],
        secondary: { line: texts.waitlistLine, label: texts.joinButton, url: mail.joinUrl },
        share: {
          ...share(texts.shareHeading, {
            subject: texts.shareSubject,
            message: texts.shareMessage,
          }),
          link: { label: shortLinkText(mail.shareUrl), url: mail.shareUrl },
        },
      })
    }
  }
}

/**
 * One mail's subject, HTML and plain text, from emails.json through the one template
 * (mail-template.tsx), and the mark its HTML shows: the plain text is the same email read
 * without its markup, every link written out in full.
 */
export async function renderMail(content: Content, mail: Mail): Promise<RenderedMail> {
  const { subject, message } = compose(content, mail)
  const email = createElement(MailTemplate, { message })
  const [html, text] = await Promise.all([
    render(email),
    render(email, { plainText: true, htmlToTextOptions: PLAIN_TEXT }),
  ])
  return { subject, html, text, attachments: [brandMarkAttachment()] }
}
