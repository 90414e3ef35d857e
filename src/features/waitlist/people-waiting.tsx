import waitlist from 'virtual:content/home/waitlist'
import brand from 'virtual:content/site/brand'
import { fillTemplate } from '@contract/fill-template.ts'
import {
  WAITING_COUNT_MAX_AGE_S,
  WAITING_COUNT_PATH,
  waitingCount,
} from '@contract/waiting-count.ts'
import { useQuery } from '@tanstack/react-query'

const { line, threshold } = waitlist.socialProof
/** Only the site's own server counts who waits; the console build and another endpoint do not. */
const asked = import.meta.env.WAITLIST_ENDPOINT.startsWith('/') && !import.meta.env.SSR

/** The number the server says, or null when its answer is none (a failure, or not a count). */
async function peopleWaiting(): Promise<number | null> {
  const response = await fetch(WAITING_COUNT_PATH, { credentials: 'omit' })
  if (!response.ok) return null
  const answer = waitingCount.safeParse(await response.json().catch(() => undefined))
  return answer.success ? answer.data.waiting : null
}

/**
 * "Join 1,200 people already waiting" under the sign-up button (decision 0069): asked for once
 * the form runs, shown only from the content's threshold, in space the card keeps for it so
 * nothing moves when it comes. Plain text: read in its place, never announced. Without
 * JavaScript, or while no count came, the space stays empty.
 */
export function PeopleWaiting() {
  const { data: waiting, status } = useQuery({
    queryKey: ['people-waiting'],
    queryFn: peopleWaiting,
    enabled: asked,
    retry: false,
    staleTime: WAITING_COUNT_MAX_AGE_S * 1000,
  })
  const shown = typeof waiting === 'number' && waiting >= threshold
  return (
    // Whether the count was asked for and answered: what the browser tests wait on.
    <div
      data-people-waiting={status}
      className="mt-3 min-h-5 text-center text-sm leading-5 text-sage-800"
    >
      {shown && (
        <p>
          {fillTemplate(line, {
            count: new Intl.NumberFormat(document.documentElement.lang || undefined).format(
              waiting,
            ),
            brand: brand.name,
          })}
        </p>
      )}
    </div>
  )
}
