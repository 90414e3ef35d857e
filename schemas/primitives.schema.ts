import { z } from 'zod'

/** Every content file may name its JSON Schema so editors can autocomplete it. */
export const schemaPointer = z
  .string()
  .describe('Path to the JSON Schema that editors use for autocompletion. Leave as it is.')
  .optional()

/** Visible text: never blank, never padded with stray spaces. */
export const text = z
  .string()
  .trim()
  .min(1, 'expected some text, found an empty or blank text')
  .describe('Text a visitor reads.')

// A site path starts with one slash: `//host` and `/\host` would lead browsers to another site.
const SAFE_URL =
  /^(https:\/\/[^\s]+|mailto:[^\s]+|tel:\+?[0-9 ()-]+|\/(?![/\\])[^\s]*|#[A-Za-z][\w-]*)$/

/** Only https:, mailto:, tel:, site-relative paths and in-page anchors are allowed. */
export const href = z
  .string()
  .regex(SAFE_URL, 'expected a link starting with https://, mailto:, tel:, / or #')
  .describe(
    'A link: https://…, mailto:…, tel:…, a site path such as /quiz, or an anchor such as #waitlist.',
  )

export const image = z
  .strictObject({
    src: href.describe(
      'Image address: https://… on the stock-photo host, or /uploads/… for our own files.',
    ),
    alt: z
      .string()
      .describe('What the image shows, read aloud by screen readers. Use "" only for decoration.'),
    width: z.int().positive().describe('Intrinsic width in pixels (prevents layout shift).'),
    height: z.int().positive().describe('Intrinsic height in pixels (prevents layout shift).'),
  })
  .describe('An image with alt text and its intrinsic size.')

export const link = z.strictObject({
  label: text.describe('The link text.'),
  href,
})

/** How a page introduces itself outside the page: browser tab, search results, link previews. */
export const pageMeta = z
  .strictObject({
    title: text.describe(
      'The browser tab and search-result title, also the headline of a shared link. Keep it under 60 characters.',
    ),
    description: text.describe(
      'The summary under the title in search results and link previews. Aim for 120–160 characters.',
    ),
  })
  .describe('How the page introduces itself in the browser tab, search results and link previews.')

export type ContentImage = z.infer<typeof image>
export type PageMetaContent = z.infer<typeof pageMeta>
export type ContentLink = z.infer<typeof link>
