// Facts of the quiz that copy may state through placeholders, so it never goes stale: "Answer
// {questionCountWord} quick questions" reads "five" today and "six" once a question is added.
// Filled into every text a visitor reads, on every page (validate-content.ts).
import type { Recommendation } from './recommendations.schema.ts'

/** The fact placeholders, in the order docs/editing-content.md lists them. */
export const FACT_PLACEHOLDERS = [
  'questionCount',
  'questionCountWord',
  'massageCount',
  'massageCountWord',
  'massageList',
] as const
export type Fact = (typeof FACT_PLACEHOLDERS)[number]
export type ContentFacts = Record<Fact, string>

/** What each fact becomes, for the maintainers' guide (scripts/content-reference.ts). */
export const FACT_HELP: ContentFacts = {
  questionCount: 'the number of quiz questions, in digits',
  questionCountWord: 'the same in words, up to twelve (then digits)',
  massageCount: 'the number of massage types, in digits',
  massageCountWord: 'the same in words',
  massageList:
    'every massage type, by its `listName` (or its name without “Massage”, in lower case), joined with commas and “or”',
}

const NUMBER_WORDS: readonly string[] = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
]

/** A count as copy writes it: "five"; digits from 13 on, as style guides do. */
export function numberWord(count: number): string {
  return NUMBER_WORDS[count] ?? String(count)
}

/** The count a number word or numeral stands for: "Five" → 5, "12" → 12; undefined otherwise. */
export function countOf(written: string): number | undefined {
  if (/^\d+$/.test(written)) return Number(written)
  const index = NUMBER_WORDS.indexOf(written.toLowerCase())
  return index === -1 ? undefined : index
}

/** The spelled-out counts, for patterns: "zero|one|…|twelve". */
export const NUMBER_WORD_PATTERN = NUMBER_WORDS.join('|')

/** What the facts are read from: the quiz's questions and the massages it recommends. */
export type FactSources = {
  questions: readonly unknown[]
  recommendations: readonly Pick<Recommendation, 'name' | 'listName'>[]
}

/** How a massage reads inside a sentence: its listName, or its name without "Massage", lower case. */
export function inSentence({ name, listName }: FactSources['recommendations'][number]): string {
  return listName ?? name.replace(/\s+massage$/i, '').toLowerCase()
}

/** "a", "a or b", "a, b or c": how the site's copy lists alternatives. */
export function alternatives(items: readonly string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`
}

export function contentFacts({ questions, recommendations }: FactSources): ContentFacts {
  return {
    questionCount: String(questions.length),
    questionCountWord: numberWord(questions.length),
    massageCount: String(recommendations.length),
    massageCountWord: numberWord(recommendations.length),
    massageList: alternatives(recommendations.map(inSentence)),
  }
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/**
 * The fact a placeholder's name stands for: `questionCountWord`, or `QuestionCountWord` for the
 * same fact with a capital first letter (at the start of a sentence).
 */
export function factNamed(name: string): { fact: Fact; capital: boolean } | undefined {
  const fact = FACT_PLACEHOLDERS.find(
    (candidate) => candidate === name || capitalized(candidate) === name,
  )
  return fact && { fact, capital: fact !== name }
}

/** Every fact placeholder in `text` filled in; any other `{placeholder}` is left for its page. */
export function fillFacts(text: string, facts: ContentFacts): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const named = factNamed(name)
    if (!named) return placeholder
    const value = facts[named.fact]
    return named.capital ? capitalized(value) : value
  })
}

/**
 * A parsed JSON value with the facts filled into every text a visitor reads in it: never into an
 * address (a picture's `src`, a link's `href`), which the check keeps free of placeholders.
 */
export function fillFactsIn(value: unknown, facts: ContentFacts): unknown {
  if (typeof value === 'string') return fillFacts(value, facts)
  if (Array.isArray(value)) return value.map((item) => fillFactsIn(item, facts))
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [
        key,
        ADDRESS_KEYS.has(key) ? child : fillFactsIn(child, facts),
      ]),
    )
  return value
}

/** The keys whose texts are addresses (a picture's, a link's), never copy. */
export const ADDRESS_KEYS: ReadonlySet<string> = new Set(['src', 'href'])
