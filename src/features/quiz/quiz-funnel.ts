import type { QuizView } from './quiz-flow'

/**
 * The funnel's steps a view of the quiz counts (issue 48): the first question also starts the
 * quiz; a result counts only when it was finished in this tab, not opened from a shared link.
 */
export function funnelStepsOfView(view: QuizView, finishedHere: boolean): string[] {
  if (view.kind === 'question')
    return view.index === 0 ? ['quiz-start', 'question-1'] : [`question-${view.index + 1}`]
  if (view.kind === 'email') return ['email-step']
  return finishedHere ? ['result'] : []
}
