// The link to a quiz result that the match email sends its own reader: the result page reads it
// in the second person, where a result someone shared reads in the third.

/** The search parameter that marks a result link as the reader's own. */
export const OWN_RESULT_PARAM = 'from'
/** Its one value: the link came in the match email, to the address that took the quiz. */
export const OWN_RESULT_FROM = 'email'

/** `SITE_URL/quiz?step=result&a=<answers>&from=email`: the reader's own result. */
export function ownResultLink(siteUrl: string, encodedAnswers: string | undefined): string {
  const result = new URL('/quiz', siteUrl)
  result.searchParams.set('step', 'result')
  if (encodedAnswers) result.searchParams.set('a', encodedAnswers)
  result.searchParams.set(OWN_RESULT_PARAM, OWN_RESULT_FROM)
  return result.href
}
