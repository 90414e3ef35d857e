import brand from 'virtual:content/site/brand'
import footer from 'virtual:content/site/footer'
import social from 'virtual:content/site/social'
import { PRIVACY_PATH } from '@contract/site-paths.ts'
import { Link } from '@tanstack/react-router'
import { BrandMark } from './brand-mark'
import { WaitlistLink } from './waitlist-link'

/** A full 44 px tall target, as a thumb needs, with the text where it always was. */
const footerLink =
  'inline-flex min-h-11 items-center rounded text-sand-100/85 underline-offset-4 transition-colors hover:text-white hover:underline'

export function SiteFooter() {
  return (
    <footer className="on-dark bg-sage-900 text-sand-100">
      <div className="mx-auto grid max-w-6xl gap-10 px-5 py-14 sm:px-8 md:grid-cols-[1.4fr_1fr_1fr]">
        <div>
          <p className="flex items-center gap-2.5 font-display text-2xl font-medium text-white">
            <BrandMark className="size-9" />
            {brand.name}
          </p>
          <p className="mt-4 max-w-sm leading-relaxed text-sand-100/85">{footer.tagline}</p>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2
            id="footer-quick-links"
            className="font-sans text-sm font-semibold tracking-widest text-clay-300 uppercase"
          >
            {footer.quickLinksHeading}
          </h2>
          <ul className="mt-2">
            <li>
              <Link to="/quiz" className={footerLink}>
                {footer.quickLinks.quiz}
              </Link>
            </li>
            <li>
              <Link to="/our-story" className={footerLink}>
                {footer.quickLinks.ourStory}
              </Link>
            </li>
            <li>
              <WaitlistLink className={footerLink}>{footer.quickLinks.joinWaitlist}</WaitlistLink>
            </li>
          </ul>
        </nav>
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
            <a href={footer.phone.href} className={`${footerLink} mt-1`}>
              {footer.phone.label}
            </a>
          </address>
          {social.length > 0 && (
            <ul className="mt-2 flex flex-wrap gap-x-5">
              {social.map((profile) => (
                <li key={profile.href}>
                  <a href={profile.href} rel="me" className={footerLink}>
                    {profile.label}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 px-5 py-4 text-sm text-sand-100/75 sm:px-8">
          <p className="py-2">{footer.copyright}</p>
          <Link to={PRIVACY_PATH} className={footerLink}>
            {footer.privacyLink}
          </Link>
        </div>
      </div>
    </footer>
  )
}
