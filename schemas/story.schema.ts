import { z } from 'zod'
import { image, pageMeta, schemaPointer, text } from './primitives.schema.ts'

export const storyBlock = z
  .strictObject({
    kind: z
      .enum(['paragraph', 'heading', 'quote'])
      .describe(
        'Our Story page: how this block is shown: "paragraph" as ordinary text, "heading" as a section heading, "quote" as a large pull quote between two lines.',
      ),
    text: text.describe(
      'Our Story page: the words of this block: a whole paragraph, a short heading or the quoted line.',
    ),
  })
  .describe('One block of the story: a paragraph, a section heading or a pull quote.')

export const storySchema = z
  .strictObject({
    $schema: schemaPointer,
    meta: pageMeta.describe(
      'Our Story page: how it introduces itself in the browser tab, in search results and in link previews.',
    ),
    eyebrow: text.describe(
      'Our Story page, top: the small label above the page heading, e.g. "Our Story".',
    ),
    title: text.describe(
      'Our Story page, top: the page heading, the largest words on the page. Keep it to about 8 words: it wraps to three lines on a phone.',
    ),
    lede: text.describe(
      'Our Story page, top: the opening sentence or two under the heading, shown larger than the story.',
    ),
    author: z
      .strictObject({
        name: text.describe(
          'Our Story page: the founder’s name, shown under the opening sentence at the top and again under the sign-off at the end.',
        ),
        role: text.describe(
          'Our Story page: the founder’s role, shown under her name at the top and at the end, e.g. "Founder, Restwell".',
        ),
        portrait: image.describe(
          'Our Story page: the founder’s portrait, large in an arched frame at the top and small beside the sign-off at the end.',
        ),
      })
      .describe('Our Story page: who wrote the story, with her portrait.'),
    blocks: z
      .array(storyBlock)
      .min(1)
      .describe('Our Story page: the story itself, block by block, top to bottom.'),
    signOff: text.describe(
      'Our Story page, end of the story: the closing line before the founder’s name, e.g. "With care,".',
    ),
    cta: z
      .strictObject({
        title: text.describe(
          'Our Story page, closing panel: its heading. Keep it to about 8 words: two lines on a phone.',
        ),
        body: text.describe('Our Story page, closing panel: the sentence under its heading.'),
        action: text.describe(
          'Our Story page, closing panel: the button that goes to the waitlist form on the home page, e.g. "Join Our Waitlist".',
        ),
      })
      .describe(
        'The closing panel at the bottom of the Our Story page: a heading, a sentence and a button to the waitlist.',
      ),
  })
  .describe('The Our Story page: the founder’s first-person narrative.')

export type StoryContent = z.infer<typeof storySchema>
export type StoryBlock = z.infer<typeof storyBlock>
