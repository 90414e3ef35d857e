import { z } from 'zod'
import { schemaPointer, text } from './primitives.schema.ts'

/** A massage's key: how rules.json names it. New keys are content, like new massages. */
export const recommendationKey = z
  .string()
  .regex(
    /^[a-z0-9]+(-[a-z0-9]+)*$/,
    'expected a key in lower-case letters and digits joined by dashes, e.g. "hot-stone"',
  )
  .describe('A massage type the quiz can recommend: the "key" of an entry in recommendations.json.')

export const recommendation = z
  .strictObject({
    key: recommendationKey.describe(
      'Which massage this entry is about; not shown. rules.json recommends massages by this key.',
    ),
    name: text.describe(
      'Quiz result: the massage’s name, the large heading of the result, e.g. "Swedish Massage". Keep it short: a few words.',
    ),
    listName: text
      .optional()
      .describe(
        'Optional: how the massage reads inside a sentence, where {massageList} lists every massage, e.g. "deep tissue". Left out, it is the name without “Massage”, in lower case; write it for a name that keeps its capital, e.g. "Swedish".',
      ),
    description: text.describe(
      'Quiz result: two or three sentences under the name on what the massage is and who it suits. About 30 to 50 words.',
    ),
    benefits: z
      .array(text.describe('Quiz result: one short benefit, shown with a tick.'))
      .length(
        3,
        'expected exactly 3 benefits (the product gives every massage three; more or fewer is a product decision)',
      )
      .describe('Quiz result: exactly three short benefits, listed under the benefits heading.'),
    session: z
      .strictObject({
        length: text.describe(
          'Quiz result, "What a session is like": how long a usual session lasts, e.g. "60 to 90 minutes".',
        ),
        pressure: text.describe(
          'Quiz result, "What a session is like": the pressure to expect, in a few words, e.g. "Light to medium".',
        ),
        price: text.describe(
          'Quiz result, "What a session is like": a typical price range for one session, e.g. "$80 to $120". A range, never a promise: therapists set their own prices.',
        ),
      })
      .describe(
        'Quiz result: what a session of this massage is like, in three short facts under their labels (quiz.json, result.session).',
      ),
  })
  .describe('One massage the quiz can recommend, as its result shows it.')

export const recommendationsSchema = z
  .strictObject({
    $schema: schemaPointer,
    recommendations: z
      .array(recommendation)
      .describe(
        'The massages the quiz result can show: one entry for each key that rules.json recommends.',
      ),
  })
  .describe('The massage types the quiz recommends; every {massageList} in the copy lists them.')

export type RecommendationKey = z.infer<typeof recommendationKey>
export type Recommendation = z.infer<typeof recommendation>
export type RecommendationsContent = z.infer<typeof recommendationsSchema>
