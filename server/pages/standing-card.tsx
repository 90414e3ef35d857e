import { fillTemplate } from '../../contract/fill-template.ts'
import type { Content } from '../../schemas/content-files.ts'
import { emailCopy } from '../mail/mail-copy.ts'
import { standingLines } from '../waitlist/standing-lines.ts'
import type { Standing } from '../waitlist/standings.ts'
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from './page-parts.tsx'
import { directShareLinks } from './share-links.ts'

export type StandingContent = Pick<Content, 'emails' | 'site' | 'messages'>

type StandingProps = {
  content: StandingContent
  standing: Standing
  siteUrl: string
  /** The label above the number, where the page's heading does not say it already. */
  labelled: boolean
}

/**
 * Where a confirmed person stands, as the hero of the confirmed and status pages: their place in
 * big type, the friends who joined through their link and how far they moved them up, then the
 * link itself with Copy and Share (browser/share-link.ts) and direct shares that need no script.
 */
export function StandingCard({ content, standing, siteUrl, labelled }: StandingProps) {
  const lines = standingLines(content, standing, siteUrl)
  const copy = emailCopy(content, { position: String(standing.position) }).pages.standing
  const { referralBonus } = content.emails.referrals
  // The content's own rule: each friend moves them up the bonus, never past the first place.
  const movedUp =
    standing.referrals > 0 && standing.position > 1
      ? fillTemplate(copy.movedUp, { places: String(standing.referrals * referralBonus) })
      : undefined
  return (
    <>
      <section
        aria-label={copy.placeLabel}
        className="mt-8 rounded-card bg-sage-50 px-6 py-8 text-center"
      >
        {labelled && (
          <p className="text-sm font-semibold tracking-widest text-sage-800 uppercase">
            {copy.placeLabel}
          </p>
        )}
        <p
          aria-hidden="true"
          className="mt-1 font-display text-7xl leading-none font-medium text-sage-800 sm:text-8xl"
        >
          {copy.place}
        </p>
        <p className="sr-only">{lines.position}</p>
        <p className="mt-4 text-ink">{lines.friends}</p>
        {movedUp && <p className="mt-1 font-semibold text-sage-800">{movedUp}</p>}
      </section>
      {lines.link ? (
        <ShareSection
          content={content}
          url={lines.link.url}
          label={lines.link.label}
          intro={lines.share}
        />
      ) : (
        <p className="mt-4 text-ink-soft">{lines.share}</p>
      )}
    </>
  )
}

function ShareSection({
  content,
  url,
  label,
  intro,
}: {
  content: StandingContent
  url: string
  label: string
  /** What sharing the link does. */
  intro: string
}) {
  const brand = { brand: content.site.brand.name }
  const referral = content.messages.waitlist.referral
  const copy = emailCopy(content).pages.standing
  const title = fillTemplate(referral.shareTitle, brand)
  const text = fillTemplate(referral.shareText, brand)
  const links = directShareLinks(url, { title, text })
  const external = { target: '_blank', rel: 'noopener noreferrer' }
  const chip = `${SECONDARY_BUTTON} min-h-11 px-4 text-sm`
  return (
    <section
      aria-labelledby="personal-link-heading"
      className="mt-8"
      data-share-link={url}
      data-share-title={title}
      data-share-text={text}
      data-copied={referral.copied}
      data-not-copied={referral.notCopied}
    >
      <h2 id="personal-link-heading" className="font-display text-2xl font-medium text-ink">
        {label}
      </h2>
      <p className="mt-2 text-ink-soft">{intro}</p>
      <p className="mt-4 rounded-xl border border-sand-300 bg-sand-50 px-4 py-3 break-all">
        <a href={url} className="text-sage-800 underline-offset-4 hover:underline">
          {url}
        </a>
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" hidden data-copy className={`${PRIMARY_BUTTON} flex-1`}>
          {referral.copy}
        </button>
        <button type="button" hidden data-share className={`${SECONDARY_BUTTON} flex-1`}>
          {referral.share}
        </button>
      </div>
      <p role="status" data-copy-status className="mt-2 min-h-6 text-sm text-ink-soft" />
      <h3 className="mt-4 font-sans text-sm font-semibold text-ink-soft">{copy.shareBy}</h3>
      <ul className="mt-2 flex flex-wrap gap-2">
        <li>
          <a href={links.email} className={chip}>
            {copy.email}
          </a>
        </li>
        <li>
          <a href={links.whatsapp} className={chip} {...external}>
            {copy.whatsapp}
          </a>
        </li>
        <li>
          <a href={links.x} className={chip} {...external}>
            {copy.x}
          </a>
        </li>
        <li className="hidden pointer-coarse:block">
          <a href={links.sms} className={chip}>
            {copy.sms}
          </a>
        </li>
      </ul>
    </section>
  )
}
