import author from 'virtual:content/story/author'
import cta from 'virtual:content/story/cta'
import meta from 'virtual:content/story/meta'
import signOff from 'virtual:content/story/signOff'
import { Suspense, useId } from 'react'
import { PageMeta } from '@/components/layout/page-meta'
import { DeferredStoryBody } from './deferred-parts'
import { StoryCta } from './story-cta'
import { StoryHero } from './story-hero'
import { StorySignOff } from './story-sign-off'

/** The Our Story page: the founder's long-form letter, then an invitation to the waitlist. */
export function StoryPage() {
  const titleId = useId()
  return (
    <>
      <PageMeta page={meta} path="/our-story" />
      <article aria-labelledby={titleId}>
        <StoryHero author={author} titleId={titleId} />
        <div className="px-5 pt-12 pb-16 sm:px-8 sm:pt-16 sm:pb-20">
          {/* About 65 characters a line, in em rather than ch: the same measure whichever font draws it. */}
          <div className="mx-auto max-w-[41.75em] text-[1.0625rem] sm:text-lg">
            <Suspense fallback={null}>
              <DeferredStoryBody />
            </Suspense>
            <StorySignOff signOff={signOff} author={author} />
          </div>
        </div>
      </article>
      <StoryCta cta={cta} />
    </>
  )
}
