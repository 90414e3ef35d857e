import contact from 'virtual:content/privacy/contact'
import counting from 'virtual:content/privacy/counting'
import howLong from 'virtual:content/privacy/howLong'
import kept from 'virtual:content/privacy/kept'
import leaving from 'virtual:content/privacy/leaving'
import lede from 'virtual:content/privacy/lede'
import meta from 'virtual:content/privacy/meta'
import title from 'virtual:content/privacy/title'
import updated from 'virtual:content/privacy/updated'
import why from 'virtual:content/privacy/why'
import footer from 'virtual:content/site/footer'
import { PRIVACY_PATH } from '@contract/site-paths.ts'
import { useId } from 'react'
import { PageMeta } from '@/components/layout/page-meta'
import { PrivacySection } from './privacy-section'

/**
 * The privacy page: what the waitlist and the quiz's email keep, why, for how long, how to leave
 * and who to ask, with the footer's address and phone under the last part.
 */
export function PrivacyPage() {
  const titleId = useId()
  return (
    <>
      <PageMeta page={meta} path={PRIVACY_PATH} />
      <article aria-labelledby={titleId} className="px-5 pt-12 pb-16 sm:px-8 sm:pt-16 sm:pb-20">
        {/* About 65 characters a line, as the story reads. */}
        <div className="mx-auto max-w-[41.75em] text-[1.0625rem] leading-[1.8] text-ink/90 sm:text-lg">
          <header className="border-b border-sand-200/70 pb-8">
            <h1 id={titleId} className="text-[2.5rem] leading-[1.1] text-ink sm:text-5xl">
              {title}
            </h1>
            <p className="mt-5 font-display text-xl font-medium leading-relaxed text-ink-soft">
              {lede}
            </p>
            <p className="mt-4 text-sm text-ink-soft">{updated}</p>
          </header>
          <PrivacySection part={kept} />
          <PrivacySection part={why} />
          <PrivacySection part={counting} />
          <PrivacySection part={howLong} />
          <PrivacySection part={leaving} />
          <PrivacySection part={contact}>
            <address className="mt-4 not-italic">
              {footer.address.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
              <a
                href={footer.phone.href}
                className="inline-flex min-h-11 items-center rounded font-semibold text-sage-800 underline underline-offset-4"
              >
                {footer.phone.label}
              </a>
            </address>
          </PrivacySection>
        </div>
      </article>
    </>
  )
}
