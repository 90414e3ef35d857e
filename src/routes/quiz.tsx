import { createFileRoute } from '@tanstack/react-router'
import { routePage } from '@/components/layout/route-page'
import { DeferredQuestionStep } from '@/features/quiz/deferred-steps'
import { quizSearch } from '@/features/quiz/quiz-search'
import { MARK_RESTORING_SCRIPT } from '@/features/quiz/restoring-script'
import { preloadOnNavigation } from '@/lib/deferred'

export const Route = createFileRoute('/quiz')({
  validateSearch: quizSearch,
  // Written into the prerendered page's <head> by the router's HeadContent (src/prerendered-head.tsx);
  // the browser needs none.
  head: () => (import.meta.env.SSR ? { scripts: [{ children: MARK_RESTORING_SCRIPT }] } : {}),
  loader: (match) => preloadOnNavigation(match, DeferredQuestionStep),
  component: routePage(() => import('./-pages/quiz')),
})
