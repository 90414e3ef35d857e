import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/** One text a visitor reads, and where maintainers keep it. */
export type Wording = {
  text: string
  /** e.g. `schemas/content/site.json navigation.takeQuiz` */
  places: string[]
  /** Whether a string of a test holds this text (a template's `${…}` counts as one word). */
  isIn: (value: string) => boolean
  /** The text as a visitor may read it: a template filled in with 1 (or the brand). */
  example: string
}

/**
 * A text this long is the content's wherever it appears in a test's string; a shorter one, often
 * a common word, only when it is the whole string.
 */
export const LONG_ENOUGH = 12

/** Keys whose values are structure, not words: ids, option values, kinds, links, icons. */
export const STRUCTURAL_KEYS: ReadonlySet<string> = new Set([
  '$schema',
  'value',
  'id',
  'key',
  'recommend',
  'kind',
  'type',
  'autocomplete',
  'errorDisplay',
  'href',
  'src',
  'in',
  'emoji',
  'icon',
  'inputMode',
  'layout',
  'variant',
  'accent',
])

const LINK = /^(?:https?:|mailto:|tel:|\/|#|\.\.)/
const PLACEHOLDER = /\{(\w+)\}/g

/** Words rather than a token: a capital letter or a space, three characters at least. */
const isWording = (text: string) => text.length >= 3 && /[A-Z ]/.test(text) && !LINK.test(text)

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** What a test's `${…}` reads as when its template is compared with the content's. */
export const SUBSTITUTION = '\u2063'

/**
 * How to find a text: a template's placeholder stands for a number or a test's `${…}`, except a
 * known one such as `{brand}`, which stands for its own value.
 */
function finder(text: string, known: Record<string, string>): (value: string) => boolean {
  const parts = text.split(PLACEHOLDER)
  if (parts.length === 1)
    return (value) => value === text || (text.length >= LONG_ENOUGH && value.includes(text))
  let literal = ''
  const source = parts
    .map((part, index) => {
      const value = index % 2 === 0 ? part : known[part]
      if (value === undefined) return `(?:${SUBSTITUTION}|\\d+)`
      literal += value
      return escapeRegExp(value)
    })
    .join('')
  const whole = new RegExp(`^${source}$`)
  const within = new RegExp(source)
  return (value) => whole.test(value) || (literal.length >= LONG_ENOUGH && within.test(value))
}

type Found = { text: string; place: string }

/** Collects the texts under `node` (at `at`, held by `key`), and every key of its objects. */
function walk(node: unknown, at: string, key: string, found: Found[], keys: Set<string>): void {
  if (typeof node === 'string') {
    if (!STRUCTURAL_KEYS.has(key) && isWording(node)) found.push({ text: node, place: at })
    return
  }
  if (Array.isArray(node)) {
    node.forEach((item, index) => {
      walk(item, `${at}[${index}]`, key, found, keys)
    })
    return
  }
  if (typeof node !== 'object' || node === null) return
  for (const [name, value] of Object.entries(node)) {
    keys.add(name)
    // A form field's name is the key its value is sent under.
    if (name === 'name' && /\.fields\[\d+\]$/.test(at)) continue
    walk(value, at === '' ? name : `${at}.${name}`, name, found, keys)
  }
}

/** The content under a root (its schemas/content/*.json) as the guard sees it. */
export type ContentWording = {
  /** Every text, each with every place it is kept. */
  texts: Wording[]
  /** Every key its objects use: `because`, `in`, `label`… */
  keys: ReadonlySet<string>
  /** The keys among them that hold structure (`in`, `key`, `value`…), never words. */
  structuralKeys: ReadonlySet<string>
}

export function contentWording(root: string): ContentWording {
  const dir = path.join(root, 'schemas/content')
  const found: Found[] = []
  const keys = new Set<string>()
  const brands: string[] = []
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    const json: unknown = JSON.parse(readFileSync(path.join(dir, file), 'utf8'))
    const inFile: Found[] = []
    walk(json, '', '', inFile, keys)
    for (const { text, place } of inFile) {
      found.push({ text, place: `schemas/content/${file} ${place}` })
      if (file === 'site.json' && place === 'brand.name') brands.push(text)
    }
  }
  const known: Record<string, string> = brands[0] === undefined ? {} : { brand: brands[0] }
  const byText = new Map<string, string[]>()
  for (const { text, place } of found) byText.set(text, [...(byText.get(text) ?? []), place])
  return {
    texts: [...byText].map(([text, places]) => ({
      text,
      places,
      isIn: finder(text, known),
      example: text.replace(PLACEHOLDER, (_placeholder, name: string) => known[name] ?? '1'),
    })),
    keys,
    structuralKeys: new Set([...keys].filter((key) => STRUCTURAL_KEYS.has(key))),
  }
}
