import hero from 'virtual:content/home/hero'
import { Link } from '@tanstack/react-router'
import { Suspense } from 'react'
import { WaitlistLink } from '@/components/layout/waitlist-link'
import { buttonClasses } from '@/components/ui/button-link'
import { ArrowRightIcon } from '@/components/ui/icons/arrow-right-icon'
import { LeafIcon } from '@/components/ui/icons/leaf-icon'
import { cn } from '@/lib/cn'
import { DeferredHeroArtwork } from './deferred-parts'

/** The first screen: the promise, the two ways in, and a calm drawing in an arch. */
export function HeroSection() {
  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(56rem_32rem_at_90%_0%,var(--color-sage-50),transparent_72%),radial-gradient(34rem_24rem_at_0%_45%,color-mix(in_oklab,var(--color-clay-100)_70%,transparent),transparent_72%)]"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-14 px-5 pt-12 pb-16 sm:px-8 sm:pt-16 md:grid-cols-[1.1fr_0.9fr] md:gap-12 md:pb-20 lg:gap-20 lg:pt-20 lg:pb-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-sage-200 bg-white/70 px-3.5 py-1.5 text-sm font-medium text-sage-800">
            <LeafIcon className="size-4 text-sage-500" />
            {hero.eyebrow}
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-[2.375rem] leading-[1.08] text-ink sm:text-5xl md:text-[2.75rem] lg:text-[3.6rem] lg:leading-[1.04]"
          >
            {hero.title}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-ink-soft">{hero.body}</p>
          <FriendGreeting text={hero.friendGreeting} />
          <div className="mt-9 flex flex-col gap-3 sm:flex-row md:flex-col lg:flex-row">
            <WaitlistLink
              className={buttonClasses('primary', { size: 'wide', className: 'whitespace-nowrap' })}
            >
              {hero.primaryAction}
              <ArrowRightIcon className="size-5" />
            </WaitlistLink>
            <Link
              to="/quiz"
              className={buttonClasses('secondary', {
                size: 'wide',
                className: 'whitespace-nowrap',
              })}
            >
              {hero.secondaryAction}
            </Link>
          </div>
          <Reassurance text={hero.reassurance} />
        </div>
        <div
          className="relative mx-auto w-full max-w-[19rem] sm:max-w-[22rem] md:max-w-md"
          style={{ '--arch-height': archHeight(HERO_ART_SIZE) }}
        >
          <div
            aria-hidden="true"
            className="absolute -inset-2.5 rounded-[50%_50%_2.6rem_2.6rem/var(--arch-height)_var(--arch-height)_2.6rem_2.6rem] border border-sage-200/80 sm:-inset-4 sm:rounded-[50%_50%_3rem_3rem/var(--arch-height)_var(--arch-height)_3rem_3rem]"
          />
          <div
            className="relative overflow-hidden rounded-[50%_50%_2rem_2rem/var(--arch-height)_var(--arch-height)_2rem_2rem] bg-gradient-to-b from-clay-100 via-sand-50 to-sage-50 shadow-lift"
            style={{ aspectRatio: `${HERO_ART_SIZE.width} / ${HERO_ART_SIZE.height}` }}
          >
            <Suspense fallback={null}>
              <DeferredHeroArtwork className="absolute inset-0 size-full" />
            </Suspense>
          </div>
          <span
            aria-hidden="true"
            className="absolute -bottom-5 -left-5 grid size-[4.5rem] place-items-center rounded-full bg-cream shadow-lift ring-1 ring-sand-200 sm:-bottom-7 sm:-left-8 sm:size-24"
          >
            <span className="grid size-[3.4rem] place-items-center rounded-full bg-sage-50 text-sage-700 ring-1 ring-sage-200 sm:size-[4.5rem]">
              <LeafIcon className="size-7 sm:size-9" />
            </span>
          </span>
        </div>
      </div>
    </section>
  )
}

/**
 * The hero artwork's own proportions (its viewBox), kept here so the arch has its size before the
 * artwork's code is loaded (docs/decisions/0029).
 */
const HERO_ART_SIZE = { width: 600, height: 700 }

/**
 * How far down the arch's top curve reaches, as a share of the frame's height: half its width,
 * so the top is a true semicircle whatever the drawing's proportions.
 */
function archHeight({ width, height }: { width: number; height: number }): string {
  return `${(50 * width) / height}%`
}

/**
 * "A friend saved you a spot": in every prerendered home page, shown (styles.css) only while the
 * visit came by a friend's personal link, as the early-input script marks it before the first paint.
 */
function FriendGreeting({ text }: { text: string }) {
  return (
    <p className="friend-greeting mt-7 items-center gap-2.5 text-base font-medium text-clay-700">
      <span aria-hidden="true" className="grid size-7 place-items-center rounded-full bg-clay-100">
        <LeafIcon className="size-4" />
      </span>
      {text}
    </p>
  )
}

/**
 * The small print ("Free to join · Launching … · No spam, ever"), kept whole per phrase: one row
 * with dots between its phrases where it fits, a short list with a dot before each phrase on a
 * phone, so no line ever starts with a stray separator.
 */
function Reassurance({ text }: { text: string }) {
  const phrases = text.split('·').map((phrase) => phrase.trim())
  return (
    <p className="mt-7 flex flex-col gap-y-1 text-sm leading-relaxed text-ink-soft sm:flex-row sm:flex-wrap sm:items-center sm:gap-x-2.5">
      {phrases.map((phrase, index) => (
        <span key={phrase} className="inline-flex items-center gap-2.5 whitespace-nowrap">
          <span
            aria-hidden="true"
            className={cn('size-1 rounded-full bg-clay-300', index === 0 && 'sm:hidden')}
          />
          {phrase}
        </span>
      ))}
    </p>
  )
}
