import { useEffect, useState } from 'react'
import { completedInThisTab } from './session-completion'

/** True when a result was opened from a link rather than finished in this tab. Read after mount. */
export function useSharedResult(isResult: boolean, encodedAnswers: string | undefined): boolean {
  const [shared, setShared] = useState(false)
  useEffect(() => {
    setShared(isResult && !completedInThisTab(encodedAnswers))
  }, [isResult, encodedAnswers])
  return shared
}
