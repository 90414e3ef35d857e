/**
 * What a terminal would obey rather than show: control characters (ESC starts a sequence that
 * sets the title, clears the screen or plants a link; CR and LF forge a row), the line and
 * paragraph separators, the marks and overrides that reorder text (bidi), and half a character.
 */
const UNPRINTABLE = /[\p{Cc}\u2028\u2029\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]|\p{Cs}/gu

/**
 * Text made safe to print: each such character shown as its escape (`\u001b`), so the owner
 * sees that it is there and the terminal does nothing. Rows stored before the rules refused
 * control characters may still hold them.
 */
export function terminalText(text: string): string {
  return text.replace(
    UNPRINTABLE,
    (character) => `\\u${(character.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}`,
  )
}
