// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { lintProbe, scratchTreeForTests, watchedTreesDigest } from './lint-probe'

/** Each line of the probe component, and the rule that must refuse it ('' for none). */
const LINES: [code: string, rule: string][] = [
  ['export function Probe({ html }: { html: string }) {', ''],
  ["  const box = document.createElement('div')", ''],
  ['  box.innerHTML = html', 'plugin'],
  ['  box.outerHTML = html', 'plugin'],
  ["  box.insertAdjacentHTML('beforeend', html)", 'plugin'],
  ['  document.write(html)', 'plugin'],
  ["  const compiled = new Function('return 1')", 'plugin'],
  ["  setTimeout('compiled()', 10)", 'plugin'],
  ['  setTimeout(() => compiled(), 10)', ''],
  ["  eval('1')", 'lint/security/noGlobalEval'],
  ["  const address = ' JavaScript:alert(1)'", 'plugin'],
  ['  return (', ''],
  ['    <div>', ''],
  ['      <button type="button" onClick={() => box.append(address)}>ok</button>', ''],
  [
    '      <a href="https://example.com" target="_blank">new tab</a>',
    'lint/security/noBlankTarget',
  ],
  ['      <a href="https://example.com" target="_blank" rel="noopener noreferrer">new tab</a>', ''],
  [
    '      <div dangerouslySetInnerHTML={{ __html: html }} />',
    'lint/security/noDangerouslySetInnerHtml',
  ],
  ['    </div>', ''],
  ['  )', ''],
  ['}', ''],
]

describe('the lint rules refuse what the Content-Security-Policy would block', () => {
  const scratch = scratchTreeForTests()

  it('flags each unsafe line with its rule, and nothing else', async () => {
    const code = `${LINES.map(([line]) => line).join('\n')}\n`
    const byLine = await lintProbe(scratch.tree, 'src/features/security-lint-probe.tsx', code)
    LINES.forEach(([code, rule], index) => {
      const found = (byLine.get(index + 1) ?? []).filter(
        (category) => category.startsWith('lint/security') || category === 'plugin',
      )
      expect(found, code).toEqual(rule ? [rule] : [])
    })
  }, 60_000)

  it('lints a scratch copy of the tree: src/, contract/ and server/ stay byte-identical', () => {
    expect(watchedTreesDigest()).toBe(scratch.digestBefore)
  })
})
