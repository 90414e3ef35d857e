import { z } from 'zod'
import { text } from './primitives.schema.ts'

/** A short pop-up: its bold line and the line under it. */
const toastCopy = (when: string, placeholders: string) =>
  z
    .strictObject({
      title: text.describe(`${when}: the pop-up’s bold first line. Keep it to about 5 words.`),
      description: text.describe(
        `${when}: the line under it. Keep it to one short sentence. ${placeholders}`,
      ),
    })
    .describe(`${when}: the pop-up that says so.`)

const MATCH = 'Keep {match} if used: it becomes the massage’s name, e.g. "Deep Tissue Massage".'

/** The quiz result's "Share my match", and what a shared link carries. */
export const shareCopy = z
  .strictObject({
    button: text.describe(
      'Quiz result: the button that shares the recommended massage’s own page (never the answers), e.g. "Share my match".',
    ),
    title: text.describe(
      `Sharing: the title a phone’s share sheet passes on with the link. Keep it under 60 characters. ${MATCH}`,
    ),
    text: text.describe(
      `Sharing: the short message sent with the link, e.g. "The quiz matched me with {match}. Which massage fits you?". One or two short sentences. ${MATCH}`,
    ),
    copied: toastCopy('Sharing where a phone’s share sheet is missing: the link was copied', MATCH),
    notCopied: toastCopy(
      'Sharing where the link could not be copied either (the browser refused)',
      'Keep {link}: it becomes the link itself, for the visitor to copy by hand.',
    ),
  })
  .describe('Quiz result: sharing the match, as a link to the massage’s own page.')

/** The page a shared match leads to: /match/<key>, one for each massage. */
export const matchPageCopy = z
  .strictObject({
    metaTitle: text.describe(
      `Match page (/match/…): the browser tab and link-preview title. Keep it under 60 characters. ${MATCH} The description under it is the massage’s own, from recommendations.json.`,
    ),
    eyebrow: text.describe(
      'Match page: the small line above the massage’s name, e.g. "A Restwell quiz match". Keep it to about 5 words.',
    ),
    intro: text.describe(
      'Match page: one or two sentences under the massage’s description, inviting the reader to find their own match.',
    ),
    takeQuiz: text.describe(
      'Match page: the main button, to the quiz, e.g. "Take the quiz yourself".',
    ),
    join: text.describe(
      'Match page: the button beside it, to the waitlist, e.g. "Join the waitlist".',
    ),
    cardEyebrow: text.describe(
      'Share card (the picture a link preview shows): the small line above the massage’s name. Keep it to about 4 words.',
    ),
    cardNote: text.describe(
      'Share card: the line under the massage’s name, e.g. "Take the quiz: which massage fits you?". Keep it to about 8 words.',
    ),
    cardAlt: text.describe(
      `Share card: what the picture shows, for screen readers and where it cannot load. One sentence. ${MATCH}`,
    ),
  })
  .describe(
    'The page of each massage that a shared match links to (/match/<key>), and its share card.',
  )
