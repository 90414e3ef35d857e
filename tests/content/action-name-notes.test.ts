// @vitest-environment node
import { ACTION_PLACES } from '@schemas/validation/action-name-notes.ts'
import { formatProblem } from '@schemas/validation/problem.ts'
import { describe, expect, it } from 'vitest'
import { at, atFrozen, checkAfter, frozenText, type Mistake } from './content-fixture'

// Issue 35 (docs/decisions/0035): one action, one name. The frozen content agrees with itself;
// these mistakes bring back the drift the issue found.
const RESULTS_DRIFT: Mistake = {
  file: 'forms',
  from: '"submit": "Get Results"',
  to: '"submit": "See My Results"',
}
const JOIN_DRIFT: Mistake = {
  file: 'quiz',
  from: '"takeQuiz": "Take Quiz",\n    "join": "Join the Waitlist"',
  to: '"takeQuiz": "Take Quiz",\n    "join": "Join the waitlist"',
}

function notesAfter(...mistakes: Mistake[]): string[] {
  const check = checkAfter(...mistakes)
  if (!check.ok) throw new Error(`the edit should be valid: ${check.problems.map(formatProblem)}`)
  return check.warnings.map(formatProblem).filter((note) => note.endsWith('one action one name'))
}

describe('two texts that name one action differently', () => {
  it('are noted, with the name SPEC.md gives the action and where it is written', () => {
    expect(notesAfter(RESULTS_DRIFT)).toContain(
      `${at(RESULTS_DRIFT, '"See My Results"')} quizEmail.submit: says "See My Results" to get the result, which schemas/content/quiz.json navigation.getResults calls "Get Results" as SPEC.md does: give one action one name`,
    )
  })

  it('a difference of capitals is a different name', () => {
    expect(notesAfter(JOIN_DRIFT)).toContain(
      `${at(JOIN_DRIFT, '"Join the waitlist"')} matchPage.join: says "Join the waitlist" to join the waitlist, which schemas/content/home.json hero.primaryAction calls "Join the Waitlist" as SPEC.md does: give one action one name`,
    )
  })

  it('an action SPEC.md does not name takes the name its first place gives it', () => {
    const mistake: Mistake = {
      file: 'site',
      from: '"body": "The page you were looking for has moved or never existed. Let’s get you somewhere calmer.",\n    "homeLink": "Back to Home"',
      to: '"body": "The page you were looking for has moved or never existed. Let’s get you somewhere calmer.",\n    "homeLink": "Go home"',
    }
    expect(notesAfter(mistake)).toContain(
      `${at(mistake, '"Back to Home"', { after: '"routeError"' })} routeError.homeLink: says "Back to Home" to go home, which schemas/content/site.json notFound.homeLink calls "Go home": give one action one name`,
    )
  })

  it('as the frozen content does, texts that agree are never noted', () => {
    expect(notesAfter()).toEqual([])
  })

  it('the names SPEC.md fixes are never noted, though they differ ("Previous" and "Back")', () => {
    const fixed = ['"Join Waitlist"', '"Join Our Waitlist"', '"Previous"', '"Back"', '"Our Story"']
    expect(
      notesAfter().filter((note) => fixed.some((name) => note.includes(` says ${name}`))),
    ).toEqual([])
  })

  it('the first place, reworded, renames the action for the places SPEC.md does not fix', () => {
    const mistake: Mistake = {
      file: 'site',
      from: '"takeQuiz": "Take Quiz"',
      to: '"takeQuiz": "Start the Quiz"',
    }
    expect(notesAfter(mistake)).toContain(
      `${atFrozen('home', '"Take Quiz"', { after: '"quizCta"' })} quizCta.action: says "Take Quiz" to take the quiz, which schemas/content/site.json navigation.takeQuiz calls "Start the Quiz": give one action one name`,
    )
  })

  it('every place the check knows holds a text in the content', () => {
    for (const places of Object.values(ACTION_PLACES))
      for (const { file, path } of places) {
        let node: unknown = JSON.parse(frozenText(file))
        for (const key of path) node = Reflect.get(Object(node), key)
        expect(typeof node, `${file}.json ${path.join('.')}`).toBe('string')
      }
  })
})
