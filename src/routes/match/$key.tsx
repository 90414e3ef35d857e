import { createFileRoute } from '@tanstack/react-router'
import { MatchPage } from '@/features/quiz/match-page'

export const Route = createFileRoute('/match/$key')({
  component: MatchRoute,
})

function MatchRoute() {
  const { key } = Route.useParams()
  return <MatchPage massageKey={key} />
}
