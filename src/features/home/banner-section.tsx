import banner from 'virtual:content/home/banner'
import { Link } from '@tanstack/react-router'
import { WaitlistLink } from '@/components/layout/waitlist-link'
import { buttonClasses } from '@/components/ui/button-link'
import { ArrowRightIcon } from '@/components/ui/icons/arrow-right-icon'

// buttonClasses has no tone for a quiet button on a dark surface, so this one is spelled out.
const outlineOnDark =
  'inline-flex min-h-12 items-center justify-center gap-2 rounded-full border border-white/35 px-7 py-3 text-base font-semibold whitespace-nowrap text-white transition-colors duration-150 hover:border-white/60 hover:bg-white/10'

/** A deep-green band under the hero: not sure yet? Start with the quiz, or save a spot. */
export function BannerSection() {
  return (
    <section aria-labelledby="banner-title" className="px-5 sm:px-8">
      <div className="relative isolate mx-auto max-w-6xl on-dark overflow-hidden rounded-[2rem] bg-sage-800 px-7 py-11 sm:px-12 sm:py-14 lg:flex lg:items-center lg:justify-between lg:gap-12 lg:px-16">
        <BannerRipples />
        <div className="max-w-xl">
          <h2 id="banner-title" className="text-[1.75rem] leading-tight text-white sm:text-[2rem]">
            {banner.title}
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-sage-100">{banner.body}</p>
        </div>
        <div className="mt-9 flex shrink-0 flex-col gap-3 sm:flex-row lg:mt-0">
          <Link
            to="/quiz"
            className={buttonClasses('light', { size: 'wide', className: 'whitespace-nowrap' })}
          >
            {banner.primaryAction}
            <ArrowRightIcon />
          </Link>
          <WaitlistLink className={outlineOnDark}>{banner.secondaryAction}</WaitlistLink>
        </div>
      </div>
    </section>
  )
}

/** Concentric ripples, like a stone dropped in still water. */
function BannerRipples() {
  return (
    <svg
      viewBox="0 0 400 400"
      aria-hidden="true"
      focusable="false"
      className="absolute -right-24 -bottom-40 -z-10 size-[26rem] text-sage-500 sm:-right-16 lg:-top-16 lg:right-auto lg:bottom-auto lg:left-[46%]"
      fill="none"
      stroke="currentColor"
    >
      {[60, 100, 140, 180].map((radius, index) => (
        <circle
          key={radius}
          cx="200"
          cy="200"
          r={radius}
          strokeWidth="1.5"
          opacity={0.7 - index * 0.14}
        />
      ))}
    </svg>
  )
}
