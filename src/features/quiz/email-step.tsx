import quizEmail from 'virtual:content/forms/quizEmail'
import emailStep from 'virtual:content/quiz/emailStep'
import type { QuizAnswers } from '@schemas/quiz-answers.ts'
import { useEffect, useId, useState } from 'react'
import { useWatch } from 'react-hook-form'
import { buttonClasses } from '@/components/ui/button-link'
import { ArrowLeftIcon } from '@/components/ui/icons/arrow-left-icon'
import { joinedAddress } from '@/features/waitlist/joined-address'
import { MatchNote } from '@/features/waitlist/match-note'
import { useRememberedSignup } from '@/features/waitlist/signup-memory'
import { DefinedForm } from '@/forms/defined-form'
import { SubmitButton } from '@/forms/submit-button'
import { useDefinitionForm } from '@/forms/use-definition-form'
import { PAGE_MARKS } from '@/lib/page-marks'

type EmailStepProps = {
  email: string
  /** The quiz's answers: the match the email and a sign-up from the tick box carry. */
  answers: QuizAnswers
  onBack: (typed: string) => void
  /** The match is on its way to `email`; `joined`: the waitlist box was ticked. */
  onSubmit: (email: string, joined: boolean) => void
  /**
   * The tick box's sign-up was not kept (offline before its code arrived, or refused): the
   * result invites the visitor to join after all.
   */
  onJoinMissed: () => void
}

/**
 * The email step: required, the browser's email type, submit off while empty (and saying so).
 * The address always gets the match by email; it joins the waitlist with the match only if the
 * visitor ticks the box. A browser on the list already sees so, and this visit's address.
 */
export function EmailStep({ email, answers, onBack, onSubmit, onJoinMissed }: EmailStepProps) {
  const definition = quizEmail
  const onTheList = useRememberedSignup() !== undefined
  const [startingEmail] = useState(() => email || (onTheList ? joinedAddress() : ''))
  const form = useDefinitionForm(definition, { email: startingEmail })
  const typed = useWatch({ control: form.control, name: 'email' })
  const isEmpty = typeof typed !== 'string' || typed.trim() === ''
  const [alsoJoin, setAlsoJoin] = useState(false)
  const waitsForId = useId()
  // The match email's code arrives with the step, so a visitor gone offline since still sends it.
  useEffect(() => {
    import('./match-email').catch(() => {})
  }, [])

  function submit(value: string) {
    const joins = alsoJoin && !onTheList
    // Their code loads now; the result shows meanwhile.
    const asked: Promise<unknown>[] = [
      import('./match-email').then((module) => module.emailMatch(value, answers)),
    ]
    if (joins)
      asked.push(
        import('./join-from-quiz')
          .then((module) => module.joinWaitlistFromQuiz(value, answers))
          .catch(() => false)
          .then((joined) => {
            if (!joined) onJoinMissed()
          }),
      )
    const handled = asked.map((request) =>
      request.catch(() => {
        // Offline before its code arrived: the result still offers what did not happen.
      }),
    )
    void Promise.all(handled).then(() => performance.mark(PAGE_MARKS.quizEmailHandled))
    onSubmit(value, joins)
  }

  return (
    <div className="flex flex-1 flex-col">
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
        className="mt-6 flex flex-1 flex-col"
      >
        <div className="mt-1">
          {onTheList ? (
            <MatchNote text={emailStep.onTheList} className="text-base" />
          ) : (
            <TickBox
              label={emailStep.joinWaitlist}
              checked={alsoJoin}
              onChange={setAlsoJoin}
              note={emailStep.joinNote}
            />
          )}
        </div>
        {/* The room the questions' card keeps, above the buttons; on a phone the buttons follow
            the fields, so no stretch of blank card stands between the address and the button. */}
        <div className="sm:grow" />
        <p id={waitsForId} className="mt-4 min-h-6 text-sm text-ink-soft sm:text-right">
          {isEmpty ? emailStep.needsEmail : ''}
        </p>
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
            describedBy={isEmpty ? waitsForId : undefined}
          />
        </div>
      </DefinedForm>
    </div>
  )
}

type TickBoxProps = {
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
  /** What ticking it does. */
  note: string
}

/** The optional waitlist box, with the line that says what it does. */
function TickBox({ label, checked, onChange, note }: TickBoxProps) {
  const noteId = useId()
  return (
    <div>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-ink">
        <input
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={noteId}
          className="size-5 shrink-0 cursor-pointer rounded accent-sage-700"
        />
        {label}
      </label>
      <p id={noteId} className="mt-1 text-sm leading-relaxed text-ink-soft">
        {note}
      </p>
    </div>
  )
}
