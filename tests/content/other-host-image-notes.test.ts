// @vitest-environment node
import { formatProblem } from '@schemas/validation/problem.ts'
import { describe, expect, it } from 'vitest'
import { at, checkAfter, type Mistake } from './content-fixture'

// Issue 35 (docs/decisions/0029): a picture may come from another host, with a note, never a
// failure. The frozen story.json's founder portrait is a picture of the site's own.
const OWN_PORTRAIT = '"src": "/uploads/founder-portrait.svg"'

function checkAfterEdit(mistake: Mistake) {
  const check = checkAfter(mistake)
  if (!check.ok) throw new Error(`the edit should be valid: ${check.problems.map(formatProblem)}`)
  return check.warnings.map(formatProblem)
}

describe('a picture on another host', () => {
  it('is allowed, with a note on where it is', () => {
    const address = 'https://images.example.com/portrait.jpg'
    const mistake: Mistake = { file: 'story', from: OWN_PORTRAIT, to: `"src": "${address}"` }
    expect(checkAfterEdit(mistake)).toContain(
      `${at(mistake, `"${address}"`)} author.portrait.src: this picture comes from another host: the page asks that host for it after it shows, and it is blank offline; put the file in public/uploads/ and write /uploads/… to make it the site’s own`,
    )
  })

  it('a picture of the site’s own has no such note', () => {
    const mistake: Mistake = { file: 'story', from: OWN_PORTRAIT, to: OWN_PORTRAIT }
    expect(checkAfterEdit(mistake).filter((note) => note.includes('another host'))).toEqual([])
  })
})
