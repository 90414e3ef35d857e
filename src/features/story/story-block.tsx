import type { StoryBlock as StoryBlockData } from '@schemas/story.schema.ts'
import type { ComponentType } from 'react'
import { cn } from '@/lib/cn'
import { StoryQuote } from './story-quote'

type BlockProps = { text: string; opening: boolean }

function StoryParagraph({ text, opening }: BlockProps) {
  return (
    <p
      className={cn(
        'mt-6 first:mt-0',
        opening &&
          'first-letter:float-left first-letter:mt-[0.3rem] first-letter:mr-3 first-letter:font-display first-letter:text-[4.1em] first-letter:leading-[0.72] first-letter:font-medium first-letter:text-sage-700',
      )}
    >
      {text}
    </p>
  )
}

function StoryHeading({ text }: BlockProps) {
  return (
    <h2 className="mt-12 text-[1.625rem] leading-tight text-sage-900 first:mt-0 sm:mt-14 sm:text-[1.875rem]">
      {text}
    </h2>
  )
}

/** One component per block kind; a new kind in the schema fails here until it has one. */
const BLOCKS = {
  paragraph: StoryParagraph,
  heading: StoryHeading,
  quote: StoryQuote,
} as const satisfies Record<StoryBlockData['kind'], ComponentType<BlockProps>>

type StoryBlockProps = {
  block: StoryBlockData
  /** The first paragraph of the story, which opens with a drop cap. */
  opening?: boolean
}

export function StoryBlock({ block, opening = false }: StoryBlockProps) {
  const Block = BLOCKS[block.kind]
  return <Block text={block.text} opening={opening} />
}
