/**
 * Set on <html> while a quiz link's own step is not on screen yet. The prerendered page shows the
 * first question; a link such as /quiz?step=3&a=… hides that card (styles.css) until the app has
 * hydrated and shows step 3, so nobody sees the wrong question flash by.
 */
const RESTORING_ATTRIBUTE = 'data-quiz-restoring'

/** Runs while the prerendered HTML is parsed, before its first paint (the quiz route's head). */
export const MARK_RESTORING_SCRIPT = `var s=new URLSearchParams(location.search);if(s.has('step')||s.has('a'))document.documentElement.setAttribute('${RESTORING_ATTRIBUTE}','')`

/** Called once the app shows the step the link asks for. */
export function stopRestoring(): void {
  document.documentElement.removeAttribute(RESTORING_ATTRIBUTE)
}
