import blocks from 'virtual:content/story/blocks'
import { StoryBlock } from './story-block'

/**
 * The story's blocks in order; the first paragraph opens with a drop cap. Words only: a first
 * visit reads them from the prerendered page and never downloads this module (deferred-parts.ts).
 */
export function StoryBody() {
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
