import { z } from 'zod'
import { image, pageMeta, schemaPointer, text } from './primitives.schema.ts'

export const storyBlock = z
  .strictObject({
    kind: z.enum(['paragraph', 'heading', 'quote']).describe('How the block is shown.'),
    text,
  })
  .describe('One block of the story: a paragraph, a section heading or a pull quote.')

export const storySchema = z
  .strictObject({
    $schema: schemaPointer,
    meta: pageMeta,
    eyebrow: text,
    title: text,
    lede: text.describe('The opening sentence, shown larger.'),
    author: z.strictObject({
      name: text,
      role: text,
      portrait: image,
    }),
    blocks: z.array(storyBlock).min(1).describe('The story, top to bottom.'),
    signOff: text.describe('The line before the founder’s name at the end.'),
    cta: z.strictObject({
      title: text,
      body: text,
      action: text.describe('"Join Our Waitlist": links to the waitlist on the home page.'),
    }),
  })
  .describe('The Our Story page: the founder’s first-person narrative.')

export type StoryContent = z.infer<typeof storySchema>
export type StoryBlock = z.infer<typeof storyBlock>
