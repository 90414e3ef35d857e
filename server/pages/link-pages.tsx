import type { ReactNode } from 'react'
import { pageAssets } from '#server/page-assets'
import { emailCopy } from '../mail/mail-copy.ts'
import { CONFIRM_PATH, LEAVE_PATH, NEW_LINK_PATH } from '../mail/mail-links.ts'
import type { Standing } from '../waitlist/standings.ts'
import { PageLayout, siteChrome } from './page-layout.tsx'
import { Card, HomeLink, OneFieldForm, PageHeading, PRIMARY_BUTTON } from './page-parts.tsx'
import { SERVER_PAGE_POLICY } from './page-policy.ts'
import { renderPage } from './render-page.ts'
import { StandingCard, type StandingContent } from './standing-card.tsx'

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

/** The link pages in the words of emails.json (`pages`), in the site's layout (decision 0059). */
export function linkPages(content: StandingContent): LinkPages {
  const emails = emailCopy(content)
  const copy = emails.pages
  const chrome = siteChrome(content.site)
  const page = (title: string, card: ReactNode, options: { home?: string; share?: boolean } = {}) =>
    renderPage(
      <PageLayout
        title={title}
        chrome={chrome}
        scripts={options.share ? [pageAssets().scripts.shareLink] : []}
      >
        <Card>{card}</Card>
        {options.home && <HomeLink>{options.home}</HomeLink>}
      </PageLayout>,
    )
  /** A page whose one button posts the link's token: nothing happens by opening the link. */
  const buttonPage = (
    text: { title: string; body: string; button: string },
    action: string,
    token: string,
  ) =>
    page(
      text.title,
      <>
        <PageHeading title={text.title} body={text.body} />
        <form method="post" action={action} className="mt-8">
          <input type="hidden" name="token" value={token} />
          <button type="submit" className={`${PRIMARY_BUTTON} w-full sm:w-auto`}>
            {text.button}
          </button>
        </form>
      </>,
    )
  const standingPage = (
    text: { title: string; body: string; homeLink: string },
    standing: Standing | undefined,
    siteUrl: string | undefined,
    labelled: boolean,
  ) =>
    page(
      text.title,
      <>
        <PageHeading title={text.title} body={text.body} />
        {standing && siteUrl && (
          <StandingCard
            content={content}
            standing={standing}
            siteUrl={siteUrl}
            labelled={labelled}
          />
        )}
      </>,
      { home: text.homeLink, share: Boolean(standing?.referralCode) },
    )
  const invalid = copy.invalid
  /** The expired link's page: its form for a new link, under `notice` when there is one. */
  const invalidPage = (notice?: string) =>
    page(
      invalid.title,
      <>
        <PageHeading title={invalid.title} body={invalid.body} />
        {notice && (
          <p
            role="alert"
            className="mt-4 rounded-xl border border-clay-300 bg-clay-100 px-4 py-3 text-ink"
          >
            {notice}
          </p>
        )}
        <OneFieldForm
          action={NEW_LINK_PATH}
          label={invalid.emailLabel}
          field={{
            id: 'new-link-email',
            type: 'email',
            name: 'email',
            autoComplete: 'email',
            maxLength: 254,
          }}
          button={invalid.button}
        />
      </>,
    )
  return {
    confirm: (token) => buttonPage(copy.confirm, CONFIRM_PATH, token),
    confirmed: (standing, siteUrl) => standingPage(copy.confirmed, standing, siteUrl, true),
    status: (standing, siteUrl) => standingPage(copy.status, standing, siteUrl, false),
    invalid: () => invalidPage(),
    newLinkTooMany: () => invalidPage(invalid.tooMany),
    newLinkSent: () =>
      page(
        invalid.title,
        <>
          <PageHeading title={invalid.title} />
          <p role="status" className="mt-4 text-lg leading-relaxed text-ink-soft">
            {invalid.sent}
          </p>
        </>,
      ),
    tooMany: () =>
      page(copy.tooMany.title, <PageHeading title={copy.tooMany.title} body={copy.tooMany.body} />),
    leave: (token) => buttonPage(copy.leave, LEAVE_PATH, token),
    left: () =>
      page(copy.left.title, <PageHeading title={copy.left.title} body={copy.left.body} />, {
        home: copy.left.homeLink,
      }),
    policy: SERVER_PAGE_POLICY,
  }
}
