import waitlist from 'virtual:content/home/waitlist'
import { Suspense, useRef } from 'react'
import { LockIcon } from '@/components/ui/icons/lock-icon'
import { WaitingPart } from '@/components/ui/waiting-part'
import { useLoadWhen } from '@/lib/use-load-when'
import { DeferredWaitlistForm } from './deferred-parts'
import { SectionIntro } from './section-intro'

/** The page's destination (#waitlist): the pitch on deep green, the form on a calm white card. */
export function WaitlistSection() {
  const sectionRef = useRef<HTMLElement>(null)
  useLoadWhen(sectionRef, DeferredWaitlistForm.preload, 'near')
  return (
    <section
      ref={sectionRef}
      id="waitlist"
      aria-labelledby="waitlist-title"
      className="px-5 pb-20 sm:px-8 sm:pb-28"
    >
      <div className="mx-auto grid max-w-6xl overflow-hidden rounded-[2rem] bg-white shadow-lift ring-1 ring-sand-200 lg:grid-cols-[1fr_1.15fr]">
        <div className="on-dark relative isolate overflow-hidden bg-sage-800 px-7 py-12 sm:px-12 sm:py-14 lg:px-14 lg:py-16">
          <WaitlistGlow />
          <SectionIntro
            id="waitlist-title"
            eyebrow={waitlist.eyebrow}
            title={waitlist.title}
            body={waitlist.body}
            tone="dark"
          />
          <p className="mt-8 flex max-w-md items-start gap-3 border-t border-white/15 pt-6 text-sm leading-relaxed text-sage-100">
            <LockIcon className="mt-0.5 size-5 shrink-0 text-clay-300" />
            {waitlist.privacyNote}
          </p>
        </div>
        <div className="px-6 py-10 sm:px-12 sm:py-14 lg:px-14 lg:py-16">
          <Suspense fallback={<WaitingPart className="grid min-h-[25rem] place-items-center" />}>
            <DeferredWaitlistForm />
          </Suspense>
        </div>
      </div>
    </section>
  )
}

function WaitlistGlow() {
  return (
    <div
      aria-hidden="true"
      className="absolute -top-32 -right-32 -z-10 size-80 rounded-full bg-sage-500/40 blur-3xl"
    />
  )
}
