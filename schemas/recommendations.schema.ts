import { z } from 'zod'
import { schemaPointer, text } from './primitives.schema.ts'

export const recommendationKey = z
  .enum(['swedish', 'deep-tissue', 'therapeutic', 'hot-stone'])
  .describe('One of the four massage types the quiz can recommend.')

export const recommendation = z.strictObject({
  key: recommendationKey,
  name: text.describe('The massage name shown as the result heading.'),
  description: text.describe('Two or three sentences on what the massage is and who it suits.'),
  benefits: z
    .array(text)
    .length(3, 'expected exactly 3 benefits')
    .describe('Exactly three short benefits.'),
})

export const recommendationsSchema = z
  .strictObject({
    $schema: schemaPointer,
    recommendations: z.array(recommendation).describe('One entry for each of the four keys.'),
  })
  .describe('The four massage types the quiz recommends.')

export type RecommendationKey = z.infer<typeof recommendationKey>
export type Recommendation = z.infer<typeof recommendation>
export type RecommendationsContent = z.infer<typeof recommendationsSchema>
