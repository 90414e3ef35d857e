import { z } from 'zod'
import { pageMeta, schemaPointer, text } from './primitives.schema.ts'

/** One part of the notice: a heading and its paragraphs, described by what the part must say. */
function part(name: string, help: { heading: string; says: string }) {
  return z
    .strictObject({
      heading: text.describe(
        `Privacy page, ${name}: the section heading, e.g. "${help.heading}". Keep it to a few words: one line.`,
      ),
      paragraphs: z
        .array(text.describe(`Privacy page, ${name}: one paragraph of this section.`))
        .min(1)
        .describe(`Privacy page, ${name}: the paragraphs under the heading, top to bottom.`),
    })
    .describe(`Privacy page, ${name}: ${help.says}`)
}

export const privacySchema = z
  .strictObject({
    $schema: schemaPointer,
    meta: pageMeta.describe(
      'Privacy page: how it introduces itself in the browser tab, in search results and in link previews.',
    ),
    title: text.describe(
      'Privacy page, top: the page heading, e.g. "Your privacy". Keep it to about 4 words: one line on a phone.',
    ),
    lede: text.describe(
      'Privacy page, top: the sentence or two under the heading, saying the gist in plain words.',
    ),
    updated: text.describe(
      'Privacy page, top: the small line saying when this notice last changed, e.g. "Last updated 26 November 2026". Change it with every edit of this file.',
    ),
    kept: part('what we keep', {
      heading: 'What we keep',
      says: 'what is kept when someone joins the waitlist or asks for their quiz match by email: the form’s fields, the quiz match, where the visit came from, and when.',
    }),
    why: part('why', {
      heading: 'Why we keep it',
      says: 'what the details are used for, and what they are never used for.',
    }),
    counting: part('what we count', {
      heading: 'What we count',
      says: 'the anonymous count of the steps of a visit (a page opened, the quiz’s questions reached, a result seen, joining): no cookie, no address, no answer; the tab’s random number forgotten within a day; where the visit came from and the screen’s size; nothing at all under Global Privacy Control or Do Not Track.',
    }),
    howLong: part('how long', {
      heading: 'How long we keep it',
      says: 'how long the details are kept: say a period people can count on.',
    }),
    leaving: part('leaving', {
      heading: 'How to leave',
      says: 'how to leave the list: the leave link at the bottom of every email, what leaving deletes and what little is kept.',
    }),
    contact: part('who to ask', {
      heading: 'Who to ask',
      says: 'who to ask about one’s details. The footer’s address and phone number (site.json) show under it.',
    }),
  })
  .describe(
    'The privacy page (/privacy): what the waitlist and the quiz’s email keep, why, for how long, how to leave and who to ask. Linked from the footer of every page, under the waitlist button and from every email.',
  )

export type PrivacyContent = z.infer<typeof privacySchema>
