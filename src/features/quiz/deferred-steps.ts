import { deferred } from '@/lib/deferred'

// The quiz's forms bring the form library; the result brings the tooltip. Each loads when it is
// about to be needed: the question form as the visitor reaches for it, the email step on the
// last question, the result on the email step.
const loadSteps = () => import('./quiz-steps')

export const DeferredQuestionStep = deferred(() =>
  loadSteps().then((module) => module.QuestionStep),
)

export const DeferredEmailStep = deferred(() => loadSteps().then((module) => module.EmailStep))

export const DeferredResultView = deferred(() =>
  import('./result-view').then((module) => module.ResultView),
)
