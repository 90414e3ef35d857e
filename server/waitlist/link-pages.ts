import type { Content } from '../../schemas/content-files.ts'
import { emailCopy } from '../mail/mail-copy.ts'
import { CONFIRM_PATH, LEAVE_PATH, NEW_LINK_PATH } from '../mail/mail-links.ts'
import { html } from './html.ts'
import { STANDALONE_PAGE_POLICY, standalonePage } from './standalone-page.ts'
import { standingLines } from './standing-lines.ts'
import type { Standing } from './standings.ts'

/** The pages an email's links open (link-routes.ts), each a whole HTML document. */
export type LinkPages = {
  /** The confirmation link's page: a button that posts the token. */
  confirm: (token: string) => string
  /** After confirming: said so, with where they stand (their link starts with `siteUrl`). */
  confirmed: (standing?: Standing, siteUrl?: string) => string
  /** The status link's page: where they stand now. */
  status: (standing: Standing, siteUrl: string) => string
  /** A forged or expired link: says so, and asks for the address to send a new link to. */
  invalid: () => string
  /** The same page when too many new links were asked for: saying so above its form. */
  newLinkTooMany: () => string
  /** The answer to that request, the same for every address. */
  newLinkSent: () => string
  /** Any link's page when its client opened too many (the links' rate limit). */
  tooMany: () => string
  /** The leave link's page: a button that posts the token. */
  leave: (token: string) => string
  left: () => string
  /** The Content-Security-Policy they are sent with. */
  policy: string
}

/** The link pages in the words of emails.json (`pages`), in the site's colours. */
export function linkPages(content: Pick<Content, 'emails' | 'site'>): LinkPages {
  const emails = emailCopy(content)
  const copy = emails.pages
  const brand = content.site.brand.name
  const page = (title: string, card: ReturnType<typeof html>, homeLink?: string) =>
    standalonePage({
      title: title,
      brand,
      card,
      after: homeLink ? html`<p><a href="/">${homeLink}</a></p>` : undefined,
    })
  const buttonPage = (
    text: { title: string; body: string; button: string },
    action: string,
    token: string,
  ) =>
    page(
      text.title,
      html`<h1>${text.title}</h1>
<p>${text.body}</p>
<form method="post" action="${action}">
<input type="hidden" name="token" value="${token}">
<button type="submit">${text.button}</button>
</form>`,
    )
  /** Their place, their link to share, and the friends who joined through it. */
  const standingPart = (shown: Standing, siteUrl: string) => {
    const standing = standingLines(content, shown, siteUrl)
    return html`<p><strong>${standing.position}</strong></p>
${
  standing.link
    ? html`<p>${standing.link.label}<br><a href="${standing.link.url}">${standing.link.url}</a></p>
<p>${standing.share}</p>`
    : ''
}
<p>${standing.friends}</p>`
  }
  const invalid = copy.invalid
  /** The expired link's page: its form for a new link, under `notice` when there is one. */
  const invalidPage = (notice?: string) =>
    page(
      invalid.title,
      html`<h1>${invalid.title}</h1>
${notice ? html`<p class="notice" role="alert">${notice}</p>` : ''}
<p>${invalid.body}</p>
<form method="post" action="${NEW_LINK_PATH}">
<div><label for="new-link-email">${invalid.emailLabel}</label>
<input id="new-link-email" type="email" name="email" autocomplete="email" required maxlength="254"></div>
<div><button type="submit">${invalid.button}</button></div>
</form>`,
    )
  return {
    confirm: (token) => buttonPage(copy.confirm, CONFIRM_PATH, token),
    confirmed: (standing, siteUrl) =>
      page(
        copy.confirmed.title,
        html`<h1>${copy.confirmed.title}</h1>
<p>${copy.confirmed.body}</p>
${standing && siteUrl ? standingPart(standing, siteUrl) : ''}`,
        copy.confirmed.homeLink,
      ),
    status: (standing, siteUrl) =>
      page(
        copy.status.title,
        html`<h1>${copy.status.title}</h1>
<p>${copy.status.body}</p>
${standingPart(standing, siteUrl)}`,
        copy.status.homeLink,
      ),
    invalid: () => invalidPage(),
    newLinkTooMany: () => invalidPage(invalid.tooMany),
    newLinkSent: () =>
      page(
        invalid.title,
        html`<h1>${invalid.title}</h1>
<p role="status">${invalid.sent}</p>`,
      ),
    tooMany: () =>
      page(
        copy.tooMany.title,
        html`<h1>${copy.tooMany.title}</h1>
<p>${copy.tooMany.body}</p>`,
      ),
    leave: (token) => buttonPage(copy.leave, LEAVE_PATH, token),
    left: () =>
      page(
        copy.left.title,
        html`<h1>${copy.left.title}</h1>
<p>${copy.left.body}</p>`,
        copy.left.homeLink,
      ),
    policy: STANDALONE_PAGE_POLICY,
  }
}
