import type { Content } from '../../schemas/content-files.ts'
import { emailCopy } from '../mail/mail-copy.ts'
import { CONFIRM_PATH, LEAVE_PATH, NEW_LINK_PATH } from '../mail/mail-links.ts'
import { html } from './html.ts'
import { STANDALONE_PAGE_POLICY, standalonePage } from './standalone-page.ts'

/** The pages an email's links open (link-routes.ts), each a whole HTML document. */
export type LinkPages = {
  /** The confirmation link's page: a button that posts the token. */
  confirm: (token: string) => string
  confirmed: () => string
  /** A forged or expired link: says so, and asks for the address to send a new link to. */
  invalid: () => string
  /** The answer to that request, the same for every address. */
  newLinkSent: () => string
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
  const invalid = copy.invalid
  return {
    confirm: (token) => buttonPage(copy.confirm, CONFIRM_PATH, token),
    confirmed: () =>
      page(
        copy.confirmed.title,
        html`<h1>${copy.confirmed.title}</h1>
<p>${copy.confirmed.body}</p>`,
        copy.confirmed.homeLink,
      ),
    invalid: () =>
      page(
        invalid.title,
        html`<h1>${invalid.title}</h1>
<p>${invalid.body}</p>
<form method="post" action="${NEW_LINK_PATH}">
<div><label for="new-link-email">${invalid.emailLabel}</label>
<input id="new-link-email" type="email" name="email" autocomplete="email" required maxlength="254"></div>
<div><button type="submit">${invalid.button}</button></div>
</form>`,
      ),
    newLinkSent: () =>
      page(
        invalid.title,
        html`<h1>${invalid.title}</h1>
<p role="status">${invalid.sent}</p>`,
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
