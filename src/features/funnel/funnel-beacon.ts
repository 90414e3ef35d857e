import type { FunnelBeacon } from '@contract/funnel-beacon.ts'
import { FUNNEL_PATH, funnelSourceOf, PHONE_BELOW_PX } from '@contract/funnel-steps.ts'
import { VISIT_SOURCE_KEY } from '@/features/waitlist/remember-visit-source'
import { PAGE_MARKS } from '@/lib/page-marks'
import { engineNamed, sendToEngine } from './engine-events'

/** The tab's random id, in its sessionStorage only: a reload keeps it, another tab has its own. */
export const FUNNEL_TAB_KEY = 'restwell.funnelTab'

// Only the site's own server counts here (a build whose sign-ups go to the console or elsewhere
// sends it nothing); an engine the build names still gets the steps (engine-events.ts).
const endpoint = import.meta.env.WAITLIST_ENDPOINT.startsWith('/') ? FUNNEL_PATH : ''
const sent = new Set<string>()
let waiting: string[] | undefined = []

/** Global Privacy Control or Do Not Track: the visitor asked not to be counted. */
const declined = () =>
  ('globalPrivacyControl' in navigator && navigator.globalPrivacyControl === true) ||
  navigator.doNotTrack === '1'

const field = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null ? Reflect.get(value, name) : undefined
const text = (value: unknown) => (typeof value === 'string' ? value : undefined)

/** The tab's id and the visit's source (its first page noted it); none where storage is refused. */
function visit(): Pick<FunnelBeacon, 'tab' | 'source'> | undefined {
  try {
    let tab = sessionStorage.getItem(FUNNEL_TAB_KEY)
    if (!tab) {
      tab = [...crypto.getRandomValues(new Uint8Array(16))]
        .map((byte) => byte.toString(36))
        .join('')
      sessionStorage.setItem(FUNNEL_TAB_KEY, tab)
    }
    const note: unknown = JSON.parse(sessionStorage.getItem(VISIT_SOURCE_KEY) ?? 'null')
    const referrer = text(field(note, 'referrer'))
    const source = funnelSourceOf({
      utmSource: text(field(field(note, 'utm'), 'utm_source')),
      referrerHost: referrer && URL.canParse(referrer) ? new URL(referrer).hostname : undefined,
      referral: text(field(note, 'referralCode')) !== undefined,
    })
    return { tab, source }
  } catch {
    return undefined
  }
}

function send(steps: string[]) {
  // A constant false on a build that counts nowhere, so none of this code is in its bundle.
  const counted = (endpoint || engineNamed) && !declined() && visit()
  if (!counted) return
  sendToEngine(steps, counted.source)
  if (!endpoint) return
  const device = innerWidth < PHONE_BELOW_PX ? 'phone' : 'larger'
  const body = JSON.stringify({ ...counted, steps, device } satisfies FunnelBeacon)
  if (!navigator.sendBeacon?.(endpoint, body))
    fetch(endpoint, { method: 'POST', body, keepalive: true, credentials: 'omit' }).catch(() => {})
}

/**
 * Counts a step of the funnel (issue 48) for this tab: once per page, and only once the page is
 * idle (the steps before that go together). No cookie, nothing typed, no answer: the tab's random
 * id, the step, the visit's source and whether the screen is a phone's. The same step goes to
 * Plausible or Umami too when the build names one (engine-events.ts), under the same rules.
 */
export function countStep(step: string): void {
  if (sent.has(step)) return
  sent.add(step)
  if (waiting) waiting.push(step)
  else send([step])
}

/** The page is idle (idle-work.ts): the steps reached so far go in one beacon, later ones at once. */
export function startCounting(): void {
  if (waiting && waiting.length > 0) send(waiting)
  waiting = undefined
  performance.mark(PAGE_MARKS.funnelCounting)
}
