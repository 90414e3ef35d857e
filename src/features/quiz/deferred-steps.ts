import { deferred } from '@/lib/deferred'

// The quiz's forms bring the form library. The question form is
// what the quiz page starts with: its code is fetched with the document (scripts/build-manifest.ts)
// and it hydrates at once, so the keyboard's shortcuts work as soon as the page does. The email
// step (its own chunk) loads on the last question, the result on the email step.
const loadSteps = () => import('./quiz-steps')

export const DeferredQuestionStep = deferred(
  () => loadSteps().then((module) => module.QuestionStep),
  { hydrate: 'at-once' },
)

export const DeferredEmailStep = deferred(() =>
  import('./email-step').then((module) => module.EmailStep),
)

export const DeferredResultView = deferred(() =>
  import('./result-view').then((module) => module.ResultView),
)
