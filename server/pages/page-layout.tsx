import type { ReactNode } from 'react'
import { pageAssets } from '#server/page-assets'
import { PRIVACY_PATH } from '../../contract/site-paths.ts'
import type { Content } from '../../schemas/content-files.ts'

/** What a page's header and footer say: the site's own words (site.json), or the brand alone. */
export type SiteChrome = {
  brand: string
  /** The logo link's name; the brand's when not given. */
  homeLabel?: string
  skipToContent?: string
  /** The site's footer (visitors' pages); the owner's pages have none. */
  footer?: Content['site']['footer']
}

/** The chrome of a visitor's page, from site.json. */
export function siteChrome(site: Content['site']): SiteChrome {
  return {
    brand: site.brand.name,
    homeLabel: site.navigation.homeLabel,
    skipToContent: site.navigation.skipToContent,
    footer: site.footer,
  }
}

type PageProps = {
  title: string
  chrome: SiteChrome
  /** The page's own scripts (page-assets.ts), each a module of the site's build. */
  scripts?: readonly string[]
  /** Wider for the owner's tables; a card's width for a visitor's page. */
  width?: 'card' | 'wide'
  children: ReactNode
}

const MAIN_ID = 'main'
/** A full 44 px tall target in the footer, as the site's own (src/components/layout/site-footer.tsx). */
const FOOTER_LINK =
  'inline-flex min-h-11 items-center rounded text-sand-100/85 underline-offset-4 hover:text-white hover:underline'

/**
 * The one layout of every page the server renders (decision 0059): the site's built stylesheet
 * and brand fonts, its logo in the header, its footer, and nothing inline.
 */
export function PageLayout({ title, chrome, scripts = [], width = 'card', children }: PageProps) {
  const assets = pageAssets()
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`${title} · ${chrome.brand}`}</title>
        {assets.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {scripts.map((src) => (
          <script key={src} type="module" src={src} />
        ))}
      </head>
      <body className="flex min-h-dvh flex-col bg-cream font-sans text-ink antialiased">
        {chrome.skipToContent && (
          <a
            href={`#${MAIN_ID}`}
            className="fixed top-3 left-3 z-[70] -translate-y-[200%] rounded-full bg-sage-800 px-5 py-3 font-semibold text-white focus:translate-y-0"
          >
            {chrome.skipToContent}
          </a>
        )}
        <header className="border-b border-sand-200/70 bg-cream">
          <div className="mx-auto flex h-17 max-w-6xl items-center px-5 sm:px-8">
            <a
              href="/"
              aria-label={chrome.homeLabel ?? chrome.brand}
              className="flex items-center gap-2.5 rounded-lg py-1"
            >
              <img src="/favicon.svg" alt="" width={36} height={36} className="size-9" />
              <span className="font-display text-[1.45rem] font-medium tracking-tight text-ink">
                {chrome.brand}
              </span>
            </a>
          </div>
        </header>
        <main
          id={MAIN_ID}
          tabIndex={-1}
          className={`mx-auto w-full flex-1 px-5 pt-10 pb-20 sm:px-8 sm:pt-14 ${width === 'card' ? 'max-w-2xl' : 'max-w-6xl'}`}
        >
          {children}
        </main>
        {chrome.footer && <SiteFooter brand={chrome.brand} footer={chrome.footer} />}
      </body>
    </html>
  )
}

/** The site's footer, shortened to what a link's page needs: the brand, its line, the contact. */
function SiteFooter({ brand, footer }: { brand: string; footer: Content['site']['footer'] }) {
  return (
    <footer className="on-dark bg-sage-900 text-sand-100">
      <div className="mx-auto grid max-w-6xl gap-8 px-5 py-12 sm:px-8 md:grid-cols-[1.4fr_1fr]">
        <div>
          <p className="flex items-center gap-2.5 font-display text-2xl font-medium text-white">
            <img src="/favicon.svg" alt="" width={36} height={36} className="size-9" />
            {brand}
          </p>
          <p className="mt-4 max-w-sm leading-relaxed text-sand-100/85">{footer.tagline}</p>
        </div>
        <div>
          <h2 className="font-sans text-sm font-semibold tracking-widest text-clay-300 uppercase">
            {footer.contactHeading}
          </h2>
          <address className="mt-4 space-y-1 leading-relaxed text-sand-100/85 not-italic">
            {footer.address.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
            <a href={footer.phone.href} className={`${FOOTER_LINK} mt-1`}>
              {footer.phone.label}
            </a>
          </address>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 px-5 py-4 text-sm text-sand-100/75 sm:px-8">
          <p className="py-2">{footer.copyright}</p>
          <a href={PRIVACY_PATH} className={FOOTER_LINK}>
            {footer.privacyLink}
          </a>
        </div>
      </div>
    </footer>
  )
}
