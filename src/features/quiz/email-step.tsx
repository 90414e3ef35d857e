import quizEmail from 'virtual:content/forms/quizEmail'
import emailStep from 'virtual:content/quiz/emailStep'
import type { QuizAnswers } from '@schemas/quiz-answers.ts'
import { useId, useState } from 'react'
import { useWatch } from 'react-hook-form'
import { buttonClasses } from '@/components/ui/button-link'
import { ArrowLeftIcon } from '@/components/ui/icons/arrow-left-icon'
import { DefinedForm } from '@/forms/defined-form'
import { SubmitButton } from '@/forms/submit-button'
import { useDefinitionForm } from '@/forms/use-definition-form'
import { PAGE_MARKS } from '@/lib/page-marks'

type EmailStepProps = {
  email: string
  /** The quiz's answers: the match a sign-up from the tick box carries. */
  answers: QuizAnswers
  onBack: (typed: string) => void
  onSubmit: (email: string) => void
}

/**
 * The email step: required, the browser's email type, submit off while empty. Sent nowhere,
 * unless the visitor ticks "also put me on the waitlist": then it joins, with the match.
 */
export function EmailStep({ email, answers, onBack, onSubmit }: EmailStepProps) {
  const definition = quizEmail
  const form = useDefinitionForm(definition, { email })
  const typed = useWatch({ control: form.control, name: 'email' })
  const isEmpty = typeof typed !== 'string' || typed.trim() === ''
  const [alsoJoin, setAlsoJoin] = useState(false)
  const noteId = useId()

  function submit(value: string) {
    // Its code loads now, and only for a visitor who asked; the result shows meanwhile.
    const joined = alsoJoin
      ? import('./join-from-quiz')
          .then((module) => module.joinWaitlistFromQuiz(value, answers))
          .catch(() => {
            // Offline before its code arrived: the waitlist link on the result still works.
          })
      : Promise.resolve()
    void joined.then(() => performance.mark(PAGE_MARKS.quizEmailHandled))
    onSubmit(value)
  }

  return (
    <div>
      <h2
        tabIndex={-1}
        data-step-heading=""
        className="text-2xl text-ink outline-none sm:text-[1.75rem]"
      >
        {emailStep.title}
      </h2>
      <p className="mt-2 text-ink-soft">{emailStep.body}</p>
      <DefinedForm
        definition={definition}
        form={form}
        onValid={(values) => submit(typeof values.email === 'string' ? values.email.trim() : '')}
        className="mt-6"
      >
        <div className="mt-1">
          <label className="flex min-h-11 cursor-pointer items-center gap-3 text-ink">
            <input
              type="checkbox"
              checked={alsoJoin}
              onChange={(event) => setAlsoJoin(event.target.checked)}
              aria-describedby={noteId}
              className="size-5 shrink-0 cursor-pointer rounded accent-sage-700"
            />
            {emailStep.joinWaitlist}
          </label>
          <p id={noteId} className="mt-1 text-sm leading-relaxed text-ink-soft">
            {alsoJoin ? emailStep.willJoin : emailStep.wontJoin}
          </p>
        </div>
        <div className="mt-2 flex flex-col-reverse gap-3 border-t border-sand-200 pt-6 sm:flex-row sm:justify-between">
          <button
            type="button"
            onClick={() => onBack(typeof typed === 'string' ? typed : '')}
            className={buttonClasses('ghost', { size: 'snug' })}
          >
            <ArrowLeftIcon className="size-4" />
            {emailStep.back}
          </button>
          <SubmitButton
            control={form.control}
            label={definition.submit}
            pendingLabel={definition.submitting}
            disabled={isEmpty}
          />
        </div>
      </DefinedForm>
    </div>
  )
}
