import eyebrow from 'virtual:content/story/eyebrow'
import lede from 'virtual:content/story/lede'
import title from 'virtual:content/story/title'

/**
 * The story's eyebrow, title (the page's h1) and lede. Words only: a first visit reads them from
 * the prerendered page and never downloads this module (deferred-parts.ts).
 */
export function StoryHeading({ titleId }: { titleId: string }) {
  return (
    <>
      <p className="flex items-center gap-3 text-sm font-semibold tracking-[0.2em] text-clay-700 uppercase">
        <span aria-hidden="true" className="h-px w-8 bg-clay-500" />
        {eyebrow}
      </p>
      <h1
        id={titleId}
        className="mt-5 text-[2.625rem] leading-[1.06] text-ink sm:text-6xl md:text-[3.25rem] lg:text-[4rem] xl:text-[4.5rem]"
      >
        {title}
      </h1>
      <p className="mt-6 max-w-xl font-display text-xl font-medium leading-relaxed text-ink-soft sm:text-2xl sm:leading-relaxed">
        {lede}
      </p>
    </>
  )
}
