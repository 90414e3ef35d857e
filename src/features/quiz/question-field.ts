import type { FieldDefinition } from '@schemas/forms.schema.ts'
import type { QuizQuestion } from '@schemas/quiz.schema.ts'
import type { FieldValue } from '@/forms/values-schema'

/** A quiz question as a field the generic renderer can draw. */
export function questionField(question: QuizQuestion): FieldDefinition {
  return {
    name: `q${question.id}`,
    kind: question.type === 'single' ? 'single-choice' : 'multiple-choice',
    label: question.question,
    help: question.help,
    required: true,
    options: question.options,
    messages: {},
  }
}

/** A field's value as quiz answers: always a list. */
export function answerFromField(value: FieldValue | undefined): string[] {
  if (Array.isArray(value)) return value
  return value ? [value] : []
}
