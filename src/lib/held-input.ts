/**
 * What a visitor does to a prerendered page before its code runs is not lost: the page's
 * early-input script (src/early-input.ts) holds it on the element it was meant for, marked with
 * these attributes, and the element's code carries it out once it runs (use-held-input.ts). A held press shows at once that it counted: the pressed button is
 * `aria-busy` until its code carries it out (styles.css draws it pressed and busy).
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
/** Set on <html> by the early-input script (src/early-input.ts) while the browser is offline. */
export const OFFLINE = 'data-offline'
