import type { FieldValue } from '@contract/field-value.ts'
import type { FieldDefinition } from '@schemas/forms.schema.ts'
import type { QuizQuestion } from '@schemas/quiz.schema.ts'

/** A quiz question as a field the generic renderer can draw, with its message from content. */
export function questionField(question: QuizQuestion, chooseAnswer: string): FieldDefinition {
  return {
    name: `q${question.id}`,
    kind: question.type === 'single' ? 'single-choice' : 'multiple-choice',
    label: question.question,
    help: question.help,
    required: true,
    options: question.options,
    messages: { required: chooseAnswer },
  }
}

/** A question's answer as its field holds it: one value for a single choice, a list otherwise. */
export function fieldValueOf(question: QuizQuestion, answer: string[]): FieldValue {
  return question.type === 'single' ? (answer[0] ?? '') : answer
}

/** Whether a question's field holds an answer: what Next and Enter wait for. */
export function isAnswered(value: FieldValue | undefined): boolean {
  return answerFromField(value).length > 0
}

/** A field's value as quiz answers: always a list. */
export function answerFromField(value: FieldValue | undefined): string[] {
  if (Array.isArray(value)) return value
  return value ? [value] : []
}
