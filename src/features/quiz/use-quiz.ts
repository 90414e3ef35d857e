import questions from 'virtual:content/quiz/questions'
import { decodeAnswers, encodeAnswers } from '@contract/answers-codec.ts'
import type { QuizAnswers } from '@schemas/quiz-answers.ts'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { forgetHandoff } from '@/lib/waitlist-handoff'
import { forgetAnswers, rememberAnswer, withLatestAnswers } from './answer-memory'
import { resolveView, stepOf } from './quiz-flow'
import type { QuizStep } from './quiz-search'
import { rememberCompleted } from './session-completion'

/**
 * The quiz's state, read from the URL (`?step=3&a=…`): the step and the answers shown live there
 * and nowhere else, so Back, Forward, refresh and links all work. A choice rewrites the address
 * in place; moving between steps adds a history entry. The email lives here, in memory only.
 */
export function useQuiz() {
  const search = useSearch({ from: '/quiz' })
  const navigate = useNavigate({ from: '/quiz' })
  const answers = useMemo(() => decodeAnswers(search.a, questions), [search.a])
  const [email, setEmail] = useState('')
  /** The address the match was emailed to from this page's email step. */
  const [matchEmailedTo, setMatchEmailedTo] = useState<string>()
  /** Whether the visitor ticked "Also put me on the waitlist" on this page's email step. */
  const [joinedWaitlist, setJoinedWaitlist] = useState(false)
  const view = resolveView(search.step, questions, answers)
  const encoded = encodeAnswers(answers)

  // A fresh start (/quiz with no step or answers: a Retake, or a quiz link from any page, this
  // one included) begins from nothing: no remembered answers, no email, nothing to carry.
  const freshStart = search.step === undefined && search.a === undefined
  useEffect(() => {
    if (!freshStart) return
    forgetAnswers()
    forgetHandoff()
    setEmail('')
    setMatchEmailedTo(undefined)
    setJoinedWaitlist(false)
  }, [freshStart])
  useEffect(() => () => forgetAnswers(), [])

  // Keep the URL canonical: the view actually shown and the answers it can hold.
  const canonicalStep =
    search.step === undefined && view.kind === 'question' && view.index === 0
      ? undefined
      : stepOf(view)
  useEffect(() => {
    // The match email's link to the reader's own result: this tab holds it as theirs (read in the
    // second person, as one finished here), and the mark goes from the address, never passed on.
    if (search.from && view.kind === 'result') rememberCompleted(encoded)
    if (search.step === canonicalStep && search.a === encoded && !search.from) return
    void navigate({
      search: { step: canonicalStep, a: encoded },
      replace: true,
      resetScroll: false,
    })
  }, [canonicalStep, encoded, navigate, search.a, search.step, search.from, view.kind])

  /** Moves to a step, carrying every answer given on this page. */
  const goTo = (step: QuizStep | undefined, from: QuizAnswers) =>
    navigate({ search: { step, a: encodeAnswers(withLatestAnswers(from)) } })

  const answer = useCallback(
    (questionId: number, values: string[]) => {
      rememberAnswer(questionId, values)
      void navigate({
        search: (current) => {
          const shown = decodeAnswers(current.a, questions)
          return { ...current, a: encodeAnswers({ ...shown, [String(questionId)]: values }) }
        },
        replace: true,
        // The same step: the page stays where the visitor is.
        resetScroll: false,
      })
    },
    [navigate],
  )

  const actions = {
    answer,
    next: (index: number) => goTo(index + 1 < questions.length ? index + 2 : 'email', answers),
    previous: (index: number) => goTo(Math.max(index, 1), answers),
    backToQuestions: (typedEmail: string) => {
      setEmail(typedEmail)
      return goTo(questions.length, answers)
    },
    submitEmail: (value: string, joined: boolean) => {
      setEmail(value)
      setMatchEmailedTo(value)
      if (joined) setJoinedWaitlist(true)
      rememberCompleted(encodeAnswers(withLatestAnswers(answers)))
      return goTo('result', answers)
    },
    joinMissed: () => setJoinedWaitlist(false),
    retake: () => navigate({ search: { step: undefined, a: undefined } }),
  }
  return { view, answers, email, matchEmailedTo, joinedWaitlist, encoded, actions }
}
