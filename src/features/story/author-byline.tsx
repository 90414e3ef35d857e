import type { StoryContent } from '@schemas/story.schema.ts'
import { cn } from '@/lib/cn'

type AuthorBylineProps = {
  author: Pick<StoryContent['author'], 'name' | 'role'>
  className?: string
}

/** Who wrote the story: the founder's name and role, under a quiet rule. */
export function AuthorByline({ author, className }: AuthorBylineProps) {
  return (
    <p className={cn('flex items-center gap-4', className)}>
      <span aria-hidden="true" className="h-10 w-0.5 rounded-full bg-sage-200" />
      <span className="flex flex-col">
        <span className="font-semibold text-ink">{author.name}</span>
        <span className="text-sm text-ink-soft">{author.role}</span>
      </span>
    </p>
  )
}
