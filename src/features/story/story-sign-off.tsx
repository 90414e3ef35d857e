import type { StoryContent } from '@schemas/story.schema.ts'
import { ContentImage } from '@/components/ui/content-image'

type StorySignOffProps = {
  signOff: string
  author: StoryContent['author']
}

/** The letter's close: the sign-off line, a small portrait and the founder's name. */
export function StorySignOff({ signOff, author }: StorySignOffProps) {
  return (
    <footer className="mt-14 flex items-center gap-5 border-t border-sand-200 pt-10 sm:mt-16">
      <ContentImage
        image={{ ...author.portrait, alt: '' }}
        className="size-20 shrink-0 rounded-full ring-4 ring-sand-100"
        imgClassName="scale-[1.6] object-[50%_22%]"
      />
      <div>
        <p className="text-ink-soft">{signOff}</p>
        <p className="mt-1 font-display text-[1.75rem] leading-tight font-medium text-sage-900">
          {author.name}
        </p>
        <p className="mt-0.5 text-sm text-ink-soft">{author.role}</p>
      </div>
    </footer>
  )
}
