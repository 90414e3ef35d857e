import {
  countOf,
  type Fact,
  type FactSources,
  inSentence,
  NUMBER_WORD_PATTERN,
} from '../content-facts.ts'
import { eachCopyText } from './json-texts.ts'
import type { UnlocatedProblem } from './problem.ts'

const COUNT = `\\d+|${NUMBER_WORD_PATTERN}`

/**
 * A count, then up to two words ("quick"), then what is counted, in the plural ("five quick
 * questions") or joined to the count ("a five-question quiz"); "from one question to the next"
 * counts nothing.
 */
const counted = (plural: string, joined: string) =>
  new RegExp(
    `\\b(${COUNT})(?:(?:\\s+(?!(?:${COUNT})\\b)[\\p{L}’'-]+){0,2}?\\s+(?:${plural})|-(?:${joined}))\\b`,
    'giu',
  )

/** The counts copy states that a fact placeholder could state instead. */
const COUNTS = [
  {
    pattern: counted('questions', 'questions?'),
    noun: 'questions',
    verb: 'has',
    actual: (sources: FactSources) => sources.questions.length,
    facts: { word: 'questionCountWord', digits: 'questionCount' },
  },
  {
    pattern: counted(
      'massage\\s+types|types\\s+of\\s+massages?|kinds\\s+of\\s+massages?|massages',
      'massages?',
    ),
    noun: 'massage types',
    verb: 'recommends',
    actual: (sources: FactSources) => sources.recommendations.length,
    facts: { word: 'massageCountWord', digits: 'massageCount' },
  },
] as const

/** The placeholder to write instead of `written`: a word or digits, capitalised as written. */
function placeholderFor(written: string, facts: { word: Fact; digits: Fact }): string {
  if (/^\d/.test(written)) return `{${facts.digits}}`
  const capital = written.charAt(0) !== written.charAt(0).toLowerCase()
  return `{${capital ? facts.word.charAt(0).toUpperCase() + facts.word.slice(1) : facts.word}}`
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** What may stand between two items of a list: "A, B or C", "A, B, and C". */
const LIST_GAP = /^\s*(?:,\s*(?:or\s+|and\s+)?|or\s+|and\s+)$/i

/**
 * The massage names a text lists together ("Swedish, deep tissue or hot stone"): the longest run
 * of known names, in the text's order, with only commas, "or" and "and" between them.
 */
function listedNames(text: string, names: readonly string[]): { name: string; written: string }[] {
  const found = names
    .flatMap((name) => {
      const at = text.search(new RegExp(`(?<![\\p{L}])${escapeRegExp(name)}(?![\\p{L}])`, 'iu'))
      const end = at + name.length
      return at === -1 ? [] : [{ name, written: text.slice(at, end), at, end }]
    })
    .sort((a, b) => a.at - b.at)
  let best: typeof found = []
  let run: typeof found = []
  for (const item of found) {
    const previous = run.at(-1)
    run = previous && LIST_GAP.test(text.slice(previous.end, item.at)) ? [...run, item] : [item]
    if (run.length > best.length) best = run
  }
  return best
}

/**
 * Copy that spells out a fact of the quiz and disagrees with it ("five questions" in a quiz of
 * six, a list of massages that misses one): notes, not errors, each naming the placeholder that
 * keeps the text true.
 */
export function staleFactNotes(
  file: string,
  value: unknown,
  sources: FactSources,
): UnlocatedProblem[] {
  const notes: UnlocatedProblem[] = []
  const names = sources.recommendations.map(inSentence)
  eachCopyText(value, (text, path) => {
    for (const { pattern, noun, verb, actual, facts } of COUNTS)
      for (const [, written = ''] of text.matchAll(pattern)) {
        const count = actual(sources)
        if (countOf(written) === count) continue
        const message = `says "${written}" ${noun}; the quiz ${verb} ${count}: write ${placeholderFor(written, facts)}`
        notes.push({ file, path, spot: { needle: written }, message })
      }
    const listed = listedNames(text, names)
    // Two names side by side compare them ("Swedish and deep tissue"); three or more list them.
    if (listed.length < 3 || listed.length === names.length) return
    const missing = names.filter((name) => !listed.some((item) => item.name === name))
    notes.push({
      file,
      path,
      spot: { needle: listed[0]?.written ?? '' },
      message: `lists ${listed.length} of the ${names.length} massage types (not ${missing.join(', ')}): write {massageList}`,
    })
  })
  return notes
}
