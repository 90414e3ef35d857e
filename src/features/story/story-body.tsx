import type { StoryBlock as StoryBlockData } from '@schemas/story.schema.ts'
import { StoryBlock } from './story-block'

/** The story's blocks in order; the first paragraph opens with a drop cap. */
export function StoryBody({ blocks }: { blocks: readonly StoryBlockData[] }) {
  const firstParagraph = blocks.findIndex((block) => block.kind === 'paragraph')
  return (
    <div className="leading-[1.8] text-ink/90">
      {blocks.map((block, index) => (
        <StoryBlock
          // Blocks are static content that never reorders, so their position is a stable key.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          block={block}
          opening={index === firstParagraph}
        />
      ))}
    </div>
  )
}
