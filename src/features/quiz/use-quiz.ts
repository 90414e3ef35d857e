import questions from 'virtual:content/quiz/questions'
import type { QuizAnswers } from '@schemas/quiz-answers.ts'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useCallback, useEffect, useState } from 'react'
import { decodeAnswers, encodeAnswers } from './answers-codec'
import { resolveView, stepOf } from './quiz-flow'
import type { QuizStep } from './quiz-search'
import { rememberCompleted } from './session-completion'

/**
 * The quiz's state. The URL holds the step and answers (so Back/Forward, refresh and links work);
 * while the page is open, answers also live here, so browser Back never forgets a later answer.
 */
export function useQuiz() {
  const search = useSearch({ from: '/quiz' })
  const navigate = useNavigate({ from: '/quiz' })
  const [answers, setAnswers] = useState<QuizAnswers>(() => decodeAnswers(search.a, questions))
  const [email, setEmail] = useState('')
  const view = resolveView(search.step, questions, answers)
  const encoded = encodeAnswers(answers)

  // Keep the URL canonical: the view actually shown and the answers actually held.
  const canonicalStep =
    search.step === undefined && view.kind === 'question' && view.index === 0
      ? undefined
      : stepOf(view)
  useEffect(() => {
    if (search.step === canonicalStep && search.a === encoded) return
    void navigate({ search: { step: canonicalStep, a: encoded }, replace: true })
  }, [canonicalStep, encoded, navigate, search.a, search.step])

  const goTo = useCallback(
    (step: QuizStep | undefined, nextAnswers: QuizAnswers) =>
      navigate({ search: { step, a: encodeAnswers(nextAnswers) } }),
    [navigate],
  )

  const answer = useCallback((questionId: number, values: string[]) => {
    setAnswers((current) => ({ ...current, [String(questionId)]: values }))
  }, [])

  const actions = {
    answer,
    next: (index: number) => goTo(index + 1 < questions.length ? index + 2 : 'email', answers),
    previous: (index: number) => goTo(Math.max(index, 1), answers),
    backToQuestions: (typedEmail: string) => {
      setEmail(typedEmail)
      return goTo(questions.length, answers)
    },
    submitEmail: (value: string) => {
      setEmail(value)
      rememberCompleted(encoded)
      return goTo('result', answers)
    },
    retake: () => {
      setAnswers({})
      setEmail('')
      return goTo(undefined, {})
    },
  }
  return { view, answers, email, encoded, actions }
}
