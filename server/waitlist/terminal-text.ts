/**
 * What a terminal would obey rather than show, or shows as nothing: control characters (ESC
 * starts a sequence that sets the title, clears the screen or plants a link; CR and LF forge a
 * row), the line and paragraph separators, half a character, the noncharacters (U+FFFE, U+FFFF,
 * U+FDD0…), the tag characters (U+E0000–U+E007F, text no one sees) and every other invisible
 * format character, the marks and overrides that reorder text (bidi) among them. The joiners
 * (U+200C, U+200D) stay: names and emoji are written with them.
 */
const UNPRINTABLE =
  /(?![\u200c\u200d])[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Noncharacter_Code_Point}\u{e0000}-\u{e007f}]|\p{Cs}/gu

/** A character's escape, as JavaScript writes it: `\u001b`, or `\u{E0041}` past U+FFFF. */
function escaped(character: string): string {
  const point = character.codePointAt(0) ?? 0
  return point > 0xffff
    ? `\\u{${point.toString(16).toUpperCase()}}`
    : `\\u${point.toString(16).padStart(4, '0')}`
}

/**
 * Text made safe to print: each such character shown as its escape, so the owner sees that it
 * is there and the terminal does nothing. Rows stored before the rules refused control
 * characters may still hold them.
 */
export function terminalText(text: string): string {
  return text.replace(UNPRINTABLE, escaped)
}
