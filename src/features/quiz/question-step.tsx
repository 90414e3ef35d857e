import navigation from 'virtual:content/quiz/navigation'
import type { FormDefinition } from '@schemas/forms.schema.ts'
import type { QuizQuestion } from '@schemas/quiz.schema.ts'
import { useEffect, useMemo, useRef } from 'react'
import { DefinedForm } from '@/forms/defined-form'
import { useDefinitionForm } from '@/forms/use-definition-form'
import { answerFromField, fieldValueOf, isAnswered, questionField } from './question-field'
import { QuestionNav } from './question-nav'
import { SHORTCUT_HINT } from './question-sizer'
import { questionSlots } from './question-slots'
import { useOptionShortcuts } from './use-option-shortcuts'

type QuestionStepProps = {
  question: QuizQuestion
  index: number
  total: number
  answer: string[]
  onAnswer: (questionId: number, values: string[]) => void
  onNext: () => void
  onPrevious: () => void
}

/**
 * One question through the generic renderer, with Previous / Next and key shortcuts. It fills the
 * room its card keeps for the tallest question (question-sizer.tsx), its buttons at the bottom.
 */
export function QuestionStep({
  question,
  index,
  total,
  answer,
  onAnswer,
  onNext,
  onPrevious,
}: QuestionStepProps) {
  const field = useMemo(() => questionField(question, navigation.chooseAnswer), [question])
  const slots = useMemo(() => questionSlots(question), [question])
  const definition = useMemo<Pick<FormDefinition, 'fields' | 'errorDisplay'>>(
    () => ({ errorDisplay: 'inline', fields: [field] }),
    [field],
  )
  const form = useDefinitionForm(definition, { [field.name]: fieldValueOf(question, answer) })

  useEffect(() => {
    const report = () => onAnswer(question.id, answerFromField(form.getValues(field.name)))
    // A choice made before the form's code arrived is already in the form: report it too.
    if (form.getFieldState(field.name).isDirty) report()
    const subscription = form.watch(report)
    return () => subscription.unsubscribe()
  }, [form, field.name, question.id, onAnswer])

  const stepRef = useRef<HTMLDivElement>(null)
  useOptionShortcuts(stepRef, () => {
    if (isAnswered(form.getValues(field.name))) onNext()
  })

  return (
    <div ref={stepRef} className="flex flex-col [grid-area:1/1]">
      <DefinedForm
        definition={definition}
        form={form}
        onValid={onNext}
        prominent
        slots={slots}
        className="flex flex-1 flex-col"
      >
        {/* The room a shorter question leaves, above the hint and the buttons. */}
        <div className="grow" />
        <p className={SHORTCUT_HINT}>{navigation.shortcutHint}</p>
        <QuestionNav
          control={form.control}
          fieldName={field.name}
          isFirst={index === 0}
          isLast={index === total - 1}
          onPrevious={onPrevious}
        />
      </DefinedForm>
    </div>
  )
}
