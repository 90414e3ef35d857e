/**
 * What a visitor does to a prerendered page before its code runs is not lost: the page's start-up
 * script (scripts/prerender.ts) holds it on the element it was meant for, marked with these
 * attributes, and the element's code carries it out once it runs (use-held-input.ts, and the
 * quiz's option keys).
 */

/**
 * Marks a form, a button or a region of buttons that waits for its code: a submit of the form,
 * or a click on a button in it, is held. Every button of a prerendered page is marked (a test of
 * the built pages checks it), or is a disabled one.
 */
export const AWAITS_APP = 'data-awaits-app'
/** Set on a form whose submit was held. */
export const HELD_SUBMIT = 'data-submit-requested'
/** Set on a button whose click was held. */
export const HELD_CLICK = 'data-click-requested'
/** Marks a region that waits for its code and takes keys: the last key pressed is held. */
export const AWAITS_KEYS = 'data-awaits-keys'
/** Set on such a region to the key held for it (`KeyboardEvent.key`). */
export const HELD_KEY = 'data-key-requested'
/** Set on <html> by the start-up script while the browser is offline. */
export const OFFLINE = 'data-offline'
