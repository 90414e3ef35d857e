const KEY = 'restwell.quiz.completed'

/** Remembers, for this tab only, which answers the visitor finished themselves. */
export function rememberCompleted(encodedAnswers: string | undefined): void {
  try {
    sessionStorage.setItem(KEY, encodedAnswers ?? '')
  } catch {
    // Storage can be blocked (private modes); the result then reads as shared, which is harmless.
  }
}

export function completedInThisTab(encodedAnswers: string | undefined): boolean {
  try {
    return sessionStorage.getItem(KEY) === (encodedAnswers ?? '')
  } catch {
    return false
  }
}
