import { render } from '@react-email/render'
import { createElement } from 'react'
import type { Content } from '../../schemas/content-files.ts'
import type { StandingLines } from '../waitlist/standing-lines.ts'
import { emailCopy } from './mail-copy.ts'
import { type MailMessage, MailTemplate } from './mail-template.tsx'

/** One message to send: what it is, to whom, and the absolute links it carries. */
export type Mail =
  | {
      kind: 'confirm'
      email: string
      confirmUrl: string
      leaveUrl: string
      privacyUrl: string
      match?: string
    }
  | {
      kind: 'confirmed'
      email: string
      /** The signed link to the page with their place in line. */
      statusUrl: string
      leaveUrl: string
      privacyUrl: string
      standing: StandingLines
    }
  | { kind: 'already'; email: string; siteUrl: string; leaveUrl: string; privacyUrl: string }
  | {
      kind: 'match'
      email: string
      matchUrl: string
      leaveUrl: string
      privacyUrl: string
      match: string
      reasons?: string[]
    }

/** What a mail transport sends: the headers that carry the address and links are the sender's. */
export type RenderedMail = { subject: string; text: string; html: string }

// A heading reads as written: html-to-text shouts it in capitals by default.
const PLAIN_TEXT = { selectors: [{ selector: 'h1', options: { uppercase: false } }] }

type Rendering = { subject: string; message: MailMessage }

/** The texts of one mail, from emails.json, with its placeholders filled in. */
function compose(content: Content, mail: Mail): Rendering {
  const match = mail.kind === 'confirm' || mail.kind === 'match' ? mail.match : undefined
  const emails = emailCopy(content, { email: mail.email, match })
  const shared = {
    brand: content.site.brand.name,
    linkFallback: emails.layout.linkFallback,
    footer: {
      signOff: emails.layout.footer,
      why: emails.layout.why,
      privacy: { label: emails.layout.privacyLink, url: mail.privacyUrl },
      leave: { label: emails.layout.leaveLink, url: mail.leaveUrl },
    },
  }
  /** A mail with its texts' subject, preheader and heading, and the rest of its message. */
  const written = (
    texts: { subject: string; preheader: string; heading: string },
    body: Omit<MailMessage, keyof typeof shared | 'preheader' | 'heading'>,
  ): Rendering => ({
    subject: texts.subject,
    message: { ...shared, preheader: texts.preheader, heading: texts.heading, ...body },
  })
  switch (mail.kind) {
    case 'confirm': {
      const texts = emails.confirm
      return written(texts, {
        paragraphs: match ? [texts.body, texts.matchLine] : [texts.body],
        action: { label: texts.button, url: mail.confirmUrl },
        notes: [texts.expiry, texts.ignore],
      })
    }
    case 'confirmed': {
      const texts = emails.confirmed
      const { standing } = mail
      return written(texts, {
        paragraphs: standing.link
          ? [texts.body, standing.position]
          : [texts.body, standing.position, standing.friends],
        ...(standing.link
          ? {
              shareLink: {
                ...standing.link,
                lines: [standing.share, standing.friends],
              },
            }
          : {}),
        action: { label: texts.button, url: mail.statusUrl },
        notes: [texts.statusNote],
      })
    }
    case 'already': {
      const texts = emails.already
      return written(texts, {
        paragraphs: [texts.body],
        action: { label: texts.button, url: mail.siteUrl },
        notes: [],
      })
    }
    case 'match': {
      const texts = emails.match
      return written(texts, {
        paragraphs: [texts.body],
        list: { heading: texts.reasonsHeading, items: mail.reasons ?? [] },
        action: { label: texts.button, url: mail.matchUrl },
        notes: [texts.shareLine, texts.waitlistLine],
      })
    }
  }
}

/**
 * One mail's subject, HTML and plain text, from emails.json through the one template
 * (mail-template.tsx): the plain text is the same email read without its markup.
 */
export async function renderMail(content: Content, mail: Mail): Promise<RenderedMail> {
  const { subject, message } = compose(content, mail)
  const email = createElement(MailTemplate, { message })
  const [html, text] = await Promise.all([
    render(email),
    render(email, { plainText: true, htmlToTextOptions: PLAIN_TEXT }),
  ])
  return { subject, html, text }
}
