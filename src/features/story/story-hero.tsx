import type { StoryContent } from '@schemas/story.schema.ts'
import { AuthorByline } from './author-byline'
import { FounderPortrait } from './founder-portrait'

type StoryHeroProps = {
  story: Pick<StoryContent, 'eyebrow' | 'title' | 'lede' | 'author'>
  titleId: string
}

/** The opening of the story: eyebrow, title, lede and who is writing, beside the founder's portrait. */
export function StoryHero({ story, titleId }: StoryHeroProps) {
  return (
    <header className="border-b border-sand-200/70 bg-gradient-to-b from-sand-100/80 via-sand-50/60 to-cream">
      <div className="mx-auto grid max-w-6xl gap-12 px-5 pt-12 pb-14 sm:px-8 sm:pt-16 md:grid-cols-[minmax(0,1.25fr)_minmax(0,0.75fr)] md:items-center md:gap-12 lg:gap-20 lg:pt-20 lg:pb-24">
        <div>
          <p className="flex items-center gap-3 text-sm font-semibold tracking-[0.2em] text-clay-700 uppercase">
            <span aria-hidden="true" className="h-px w-8 bg-clay-500" />
            {story.eyebrow}
          </p>
          <h1
            id={titleId}
            className="mt-5 text-[2.625rem] leading-[1.06] text-ink sm:text-6xl md:text-[3.25rem] lg:text-[4rem] xl:text-[4.5rem]"
          >
            {story.title}
          </h1>
          <p className="mt-6 max-w-xl font-display text-xl font-medium leading-relaxed text-ink-soft sm:text-2xl sm:leading-relaxed">
            {story.lede}
          </p>
          <AuthorByline author={story.author} className="mt-8 sm:mt-10" />
        </div>
        <FounderPortrait image={story.author.portrait} />
      </div>
    </header>
  )
}
