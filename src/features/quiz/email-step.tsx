import quizEmail from 'virtual:content/forms/quizEmail'
import emailStep from 'virtual:content/quiz/emailStep'
import { useWatch } from 'react-hook-form'
import { buttonClasses } from '@/components/ui/button-link'
import { DefinedForm } from '@/forms/defined-form'
import { SubmitButton } from '@/forms/submit-button'
import { useDefinitionForm } from '@/forms/use-definition-form'

type EmailStepProps = {
  email: string
  onBack: (typed: string) => void
  onSubmit: (email: string) => void
}

/** The email step: required, the browser's email type, submit off while empty. Sent nowhere. */
export function EmailStep({ email, onBack, onSubmit }: EmailStepProps) {
  const definition = quizEmail
  const form = useDefinitionForm(definition, { email })
  const typed = useWatch({ control: form.control, name: 'email' })
  const isEmpty = typeof typed !== 'string' || typed.trim() === ''

  return (
    <div>
      <h2
        tabIndex={-1}
        data-step-heading=""
        className="text-2xl font-semibold text-ink outline-none sm:text-[1.75rem]"
      >
        {emailStep.title}
      </h2>
      <p className="mt-2 text-ink-soft">{emailStep.body}</p>
      <DefinedForm
        definition={definition}
        form={form}
        onValid={(values) => onSubmit(typeof values.email === 'string' ? values.email.trim() : '')}
        className="mt-6"
      >
        <div className="mt-2 flex flex-col-reverse gap-3 border-t border-sand-200 pt-6 sm:flex-row sm:justify-between">
          <button
            type="button"
            onClick={() => onBack(typeof typed === 'string' ? typed : '')}
            className={buttonClasses('ghost', { size: 'snug' })}
          >
            <span aria-hidden="true">←</span>
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
