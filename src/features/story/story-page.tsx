import site from 'virtual:content/site'
import story from 'virtual:content/story'
import { useId } from 'react'
import { StoryBody } from './story-body'
import { StoryCta } from './story-cta'
import { StoryHero } from './story-hero'
import { StorySignOff } from './story-sign-off'

/** The Our Story page: the founder's long-form letter, then an invitation to the waitlist. */
export function StoryPage() {
  const titleId = useId()
  return (
    <>
      <title>{site.pageTitles.ourStory}</title>
      <article aria-labelledby={titleId}>
        <StoryHero story={story} titleId={titleId} />
        <div className="px-5 pt-12 pb-16 sm:px-8 sm:pt-16 sm:pb-20">
          <div className="mx-auto max-w-[65ch] text-[1.0625rem] sm:text-lg">
            <StoryBody blocks={story.blocks} />
            <StorySignOff signOff={story.signOff} author={story.author} />
          </div>
        </div>
      </article>
      <StoryCta cta={story.cta} />
    </>
  )
}
