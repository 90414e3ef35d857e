import type { StoryContent } from '@schemas/story.schema.ts'
import { useId } from 'react'
import { WaitlistLink } from '@/components/layout/waitlist-link'
import { buttonClasses } from '@/components/ui/button-link'
import { ArrowRightIcon } from '@/components/ui/icons/arrow-right-icon'

/** The closing invitation: a calm card that leads to the waitlist on the home page. */
export function StoryCta({ cta }: { cta: StoryContent['cta'] }) {
  const titleId = useId()
  return (
    <section aria-labelledby={titleId} className="px-5 pb-20 sm:px-8 sm:pb-28">
      <div className="relative isolate mx-auto max-w-4xl overflow-hidden rounded-[2rem] border border-sand-200 bg-sand-100 px-7 py-12 text-center shadow-soft sm:px-16 sm:py-16">
        <Ripples />
        <h2
          id={titleId}
          className="mx-auto max-w-xl text-[1.875rem] leading-tight text-sage-900 sm:text-[2.5rem]"
        >
          {cta.title}
        </h2>
        <p className="mx-auto mt-5 max-w-xl leading-relaxed text-ink-soft sm:text-lg">{cta.body}</p>
        <WaitlistLink className={buttonClasses('primary', { size: 'wide', className: 'mt-9' })}>
          {cta.action}
          <ArrowRightIcon />
        </WaitlistLink>
      </div>
    </section>
  )
}

/** Concentric rings in the card's corners, like ripples on still water. Decorative. */
function Ripples() {
  const ring = 'absolute -z-10 rounded-full border border-sage-700/10'
  return (
    <div aria-hidden="true">
      <span className={`${ring} -top-20 -left-20 size-44 sm:-top-24 sm:-left-24 sm:size-64`} />
      <span className={`${ring} -top-28 -left-28 size-60 sm:-top-36 sm:-left-36 sm:size-[22rem]`} />
      <span className={`${ring} -right-20 -bottom-24 size-56 sm:size-72`} />
      <span
        className={`${ring} -right-28 -bottom-32 size-72 sm:-right-32 sm:-bottom-40 sm:size-[26rem]`}
      />
      <span className="absolute -right-14 -bottom-14 -z-10 size-36 rounded-full bg-sage-100/80 sm:size-48" />
      <span className="absolute -top-10 -left-10 -z-10 size-24 rounded-full bg-clay-100 sm:size-32" />
    </div>
  )
}
