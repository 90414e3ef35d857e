import { type VisitSource, visitSource } from '@contract/signup-payload.ts'
import { VISIT_SOURCE_KEY } from './remember-visit-source'

const UNKNOWN: VisitSource = { utm: {}, referrer: '', landingPath: '' }

/** Where this visit came from, as its first page noted it; empty where that is unknown. */
export function currentVisitSource(): VisitSource {
  try {
    const parsed = visitSource.safeParse(JSON.parse(sessionStorage.getItem(VISIT_SOURCE_KEY) ?? ''))
    return parsed.success ? parsed.data : UNKNOWN
  } catch {
    return UNKNOWN
  }
}
