import { MatchPage } from '@/features/quiz/match-page'
import { Route } from '../../match/$key'

/** A massage's page, for the key in its address (src/routes/match/$key.tsx). */
export default function MatchRoute() {
  const { key } = Route.useParams()
  return <MatchPage massageKey={key} />
}
