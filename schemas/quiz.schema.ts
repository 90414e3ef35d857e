import { z } from 'zod'
import { QUIZ_LENGTH } from './constants.ts'
import { choiceOption } from './options.schema.ts'
import { pageMeta, schemaPointer, text } from './primitives.schema.ts'

export const questionType = z
  .enum(['single', 'multiple'])
  .describe('"single": one answer replaces the last. "multiple": each option toggles.')

export const quizQuestion = z
  .strictObject({
    id: z.int().positive().describe('A unique number. Rules refer to questions by this id.'),
    question: text.describe('The question as the visitor reads it.'),
    help: text.optional().describe('An optional hint under the question.'),
    type: questionType,
    options: z.array(choiceOption).min(2, 'expected at least 2 options'),
  })
  .describe('One quiz question with its options, shown in this order.')

export const quizSchema = z
  .strictObject({
    $schema: schemaPointer,
    meta: pageMeta,
    title: text.describe('The quiz page heading.'),
    intro: text.describe('One sentence under the heading.'),
    progress: z.strictObject({
      label: text.describe('Screen-reader name of the progress bar.'),
      questionOf: text.describe(
        'Uses {current} and {total}, e.g. "Question {current} of {total}".',
      ),
      complete: text.describe('Uses {percent}, e.g. "{percent}% Complete".'),
    }),
    navigation: z.strictObject({
      previous: text,
      next: text,
      getResults: text.describe('The Next button on the last question.'),
      shortcutHint: text.describe('Tells keyboard users about the number keys and Enter.'),
    }),
    questions: z
      .array(quizQuestion)
      .length(QUIZ_LENGTH, `expected exactly ${QUIZ_LENGTH} questions`)
      .describe('The five questions, in the order they are asked.'),
    emailStep: z.strictObject({
      title: text,
      body: text,
      back: text,
    }),
    result: z.strictObject({
      eyebrow: text.describe('Small line above the recommended massage.'),
      benefitsHeading: text,
      reasonHeading: text,
      reasonIntro: text.describe('Starts the reason sentence, e.g. "Because".'),
      retake: text,
      getMatched: text,
      getMatchedTooltip: text,
      sharedNotice: text.describe('Shown when someone opens a result link they did not take.'),
      takeYourself: text,
    }),
  })
  .describe('The Know Your Massage quiz: copy, questions and options.')

export type QuizContent = z.infer<typeof quizSchema>
export type QuizQuestion = z.infer<typeof quizQuestion>
