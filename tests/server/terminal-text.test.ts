// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { terminalText } from '../../server/waitlist/terminal-text.ts'

describe('text printed to the owner’s terminal', () => {
  it('shows what a terminal would obey as its escape', () => {
    expect(terminalText('Ana\u001b[2J\r\n\u0085\u2028')).toBe(
      'Ana\\u001b[2J\\u000d\\u000a\\u0085\\u2028',
    )
  })

  it('shows invisible tag characters as their escapes, past U+FFFF in braces', () => {
    // "Ana" with "EVIL" hidden after it in tag characters, as a tag sequence ends.
    expect(terminalText('Ana\u{E0045}\u{E0056}\u{E0049}\u{E004C}\u{E007F}')).toBe(
      'Ana\\u{E0045}\\u{E0056}\\u{E0049}\\u{E004C}\\u{E007F}',
    )
    expect(terminalText('\u{E0000}\u{E0001}\u{E0020}')).toBe('\\u{E0000}\\u{E0001}\\u{E0020}')
  })

  it('shows noncharacters as their escapes: U+FFFE, U+FFFF, U+FDD0–U+FDEF and each plane’s last two', () => {
    expect(terminalText('a\uFFFEb\uFFFFc\uFDD0\uFDEF')).toBe('a\\ufffeb\\uffffc\\ufdd0\\ufdef')
    expect(terminalText('\u{1FFFE}\u{10FFFF}')).toBe('\\u{1FFFE}\\u{10FFFF}')
  })

  it('shows the marks and overrides that reorder text, and other invisible ones, as escapes', () => {
    expect(terminalText('\u202eevil\u2066\u061c\u200e\u200b\u2060\ufeff\u00ad')).toBe(
      '\\u202eevil\\u2066\\u061c\\u200e\\u200b\\u2060\\ufeff\\u00ad',
    )
  })

  it('shows half a character as its escape', () => {
    expect(terminalText('A\ud800na\udc00')).toBe('A\\ud800na\\udc00')
  })

  it('leaves names, emoji and the joiners they are written with as they are', () => {
    const names = [
      'Zoë',
      'Jürgen Groß',
      '山田 太郎',
      'محمد',
      'नमस्ते',
      '\u{1F469}\u200d\u{1F469}\u200d\u{1F467}',
      'میرزا\u200cزاده',
      '\u{1F1F8}\u{1F1EA}',
    ]
    for (const name of names) expect(terminalText(name), name).toBe(name)
  })
})
