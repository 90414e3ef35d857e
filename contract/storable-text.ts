/**
 * Text the waitlist can store and show its owner safely: whole characters (no lone surrogate,
 * which Postgres cannot store) and no control character (C0, DEL, C1: NUL breaks Postgres, ESC
 * and CR steer a terminal). Written without lookbehind or `isWellFormed`, so older browsers run it.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it finds.
const STORABLE = /^(?:[^\u0000-\u001f\u007f-\u009f\ud800-\udfff]|[\ud800-\udbff][\udc00-\udfff])*$/

/** Whether every character of `text` may be stored (see above). */
export const isStorableText = (text: string): boolean => STORABLE.test(text)
