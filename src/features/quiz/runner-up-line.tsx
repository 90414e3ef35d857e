import result from 'virtual:content/quiz/result'
import recommendations from 'virtual:content/recommendations/recommendations'
import { Link } from '@tanstack/react-router'

/** "Also a good fit: {match}.", the massage's name a link to its own page. */
export function RunnerUpLine({ massageKey }: { massageKey: string }) {
  const massage = recommendations.find((entry) => entry.key === massageKey)
  if (!massage) return null
  const [before = '', ...after] = result.runnerUp.split('{match}')
  return (
    <p className="mt-4 text-ink-soft">
      {before}
      <Link
        to="/match/$key"
        params={{ key: massage.key }}
        className="rounded-sm font-semibold text-sage-800 underline underline-offset-2 hover:text-sage-900"
      >
        {massage.name}
      </Link>
      {after.join(massage.name)}
    </p>
  )
}
