import type { StoryContent } from '@schemas/story.schema.ts'
import { Suspense } from 'react'
import { AuthorByline } from './author-byline'
import { DeferredStoryHeading } from './deferred-parts'
import { FounderPortrait } from './founder-portrait'

type StoryHeroProps = {
  author: StoryContent['author']
  titleId: string
}

/** The opening of the story: eyebrow, title, lede and who is writing, beside the founder's portrait. */
export function StoryHero({ author, titleId }: StoryHeroProps) {
  return (
    <header className="border-b border-sand-200/70 bg-gradient-to-b from-sand-100/80 via-sand-50/60 to-cream">
      <div className="mx-auto grid max-w-6xl gap-12 px-5 pt-12 pb-14 sm:px-8 sm:pt-16 md:grid-cols-[minmax(0,1.25fr)_minmax(0,0.75fr)] md:items-center md:gap-12 lg:gap-20 lg:pt-20 lg:pb-24">
        <div>
          <Suspense fallback={null}>
            <DeferredStoryHeading titleId={titleId} />
          </Suspense>
          <AuthorByline author={author} className="mt-8 sm:mt-10" />
        </div>
        <FounderPortrait image={author.portrait} />
      </div>
    </header>
  )
}
