/**
 * Moments the page names with `performance.mark`, so a test (or a profile) can wait for the moment
 * itself rather than guess how long it takes.
 */
export const PAGE_MARKS = {
  /** The page has started and the browser has since been idle: its start-up work is done. */
  pageIdle: 'restwell:page-idle',
  /** The funnel's steps reached before the page was idle are sent (or, declined, are not). */
  funnelCounting: 'restwell:funnel-counting',
  /** What an earlier visit left pending has been sent, or given up on, or there was none. */
  pendingSignupsChecked: 'restwell:pending-signups-checked',
  /** The quiz's email step was sent, and its sign-up, if the visitor ticked the box, is done. */
  quizEmailHandled: 'restwell:quiz-email-handled',
  /** The code of every route and deferred part has been fetched (idle-work.ts). */
  siteCodeFetched: 'restwell:site-code-fetched',
} as const
