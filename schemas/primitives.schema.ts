import { z } from 'zod'

/** Every content file may name its JSON Schema so editors can autocomplete it. */
export const schemaPointer = z
  .string()
  .describe('Path to the JSON Schema that editors use for autocompletion. Leave as it is.')
  .optional()

/**
 * Visible text: never blank, never padded with stray spaces. It carries no description of its own:
 * each use says what the text is and where it shows (tests/content/json-schema-descriptions.test.ts).
 */
export const text = z.string().trim().min(1, 'expected some text, found an empty or blank text')

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
      'Where the picture comes from: /uploads/… for a picture of our own (put the file in public/uploads/; it shows offline too). An https://… address on another host works, but the content check notes it: the page then asks that host, and the picture is blank offline.',
    ),
    alt: z
      .string()
      .describe(
        'What the picture shows, in a sentence: screen readers read it aloud, and it shows if the picture cannot load. Leave it empty ("") only for a purely decorative picture.',
      ),
    width: z
      .int()
      .positive()
      .describe(
        'The picture’s real width in pixels, so the page keeps the right space for it while it loads.',
      ),
    height: z
      .int()
      .positive()
      .describe(
        'The picture’s real height in pixels, so the page keeps the right space for it while it loads.',
      ),
  })
  .describe('A picture: where it comes from, what it shows, and its size.')

export const link = z
  .strictObject({
    label: text.describe('The words a visitor clicks.'),
    href,
  })
  .describe('A link: the words a visitor clicks and where they lead.')

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
