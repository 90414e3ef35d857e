import { type ContentName, contentNames } from '@schemas/content-files.ts'
import type { FieldDefinition } from '@schemas/forms.schema.ts'
import { STRUCTURAL_KEYS } from '../content/content-wording'
import { contentText, FROZEN_CONTENT_ROOT } from '../content-roots'

/**
 * The edits a maintainer makes alone, as docs/editing-content.md shows them, applied by JSON
 * path (never by its wording, which is theirs to change): to the frozen copy of the content for
 * the edited site's tests, so a maintainer who makes the same edits in schemas/content/
 * (question 6, shiatsu) never collides with them; and to a copy of the repository's content for
 * the whole suite's run on it (run-suites-on-edited-content.ts).
 */
export type ContentJson = Record<ContentName, unknown>

/** The content under `root`, each file as parsed JSON, to edit. */
export function contentUnder(root: string): ContentJson {
  const read = (name: ContentName): unknown => JSON.parse(contentText(root, name))
  return {
    site: read('site'),
    home: read('home'),
    story: read('story'),
    privacy: read('privacy'),
    quiz: read('quiz'),
    recommendations: read('recommendations'),
    rules: read('rules'),
    forms: read('forms'),
    messages: read('messages'),
    emails: read('emails'),
  }
}

type JsonPath = (string | number)[]

/** The list at `at` (a copy of the content is edited, never the shipped one). */
function listAt(root: unknown, at: JsonPath): unknown[] {
  const found = at.reduce<unknown>(
    (node, key) => (node !== null && typeof node === 'object' ? Reflect.get(node, key) : undefined),
    root,
  )
  if (!Array.isArray(found)) throw new Error(`expected a list at ${at.join('.')}`)
  return found
}

export const NEW_OPTION = { value: 'rarely', label: 'Rarely, once a year or so' }

export const NEW_QUESTION = {
  id: 6,
  question: 'How long would you like your session to be?',
  type: 'single',
  options: [
    { value: 'short', label: 'About an hour' },
    { value: 'long', label: 'Ninety minutes or more' },
  ],
}
/** A rule that asks it, last: wellness in about an hour gets Swedish, not the default. */
export const NEW_QUESTION_RULE = {
  recommend: 'swedish',
  when: {
    all: [
      { question: 6, in: ['short'], because: 'would like about an hour' },
      { question: 1, in: ['wellness'], because: 'want to look after your wellness' },
    ],
  },
}

export const NEW_MASSAGE = {
  key: 'shiatsu',
  name: 'Shiatsu Massage',
  description: 'Finger pressure along the body’s meridians, clothed, on a floor mat.',
  // A letter beyond Latin (Ł, ź): the build cuts a face of the fonts' extension subset for it.
  benefits: ['Restores a sense of balance', 'No oils, fully clothed', 'Taught by Łucja Woźniak'],
  session: { length: '70 minutes', pressure: 'Rhythmic, with stretches', price: '$85 to $125' },
}
/** Its rule goes before the Swedish one: the very experienced who want to relax get shiatsu. */
export const NEW_MASSAGE_RULE = {
  recommend: 'shiatsu',
  when: {
    all: [
      { question: 1, in: ['relaxation'], because: 'want to slow right down' },
      { question: 4, in: ['very-experienced'], because: 'know massage well' },
    ],
  },
}

/** The Swedish rule, made an AND: relaxation and a light or medium touch. */
export const AND_RULE_WHEN = {
  all: [
    { question: 1, in: ['relaxation'], because: 'want to let go of the week' },
    { question: 3, in: ['light', 'medium'], because: 'like a gentle touch' },
  ],
}

export const NEW_TEXT_FIELD = {
  name: 'city',
  kind: 'text',
  label: 'City',
  placeholder: 'e.g. Portland',
  autocomplete: 'address-level2',
  required: false,
  messages: {},
}

export const NEW_SELECT_FIELD = {
  name: 'heardFrom',
  kind: 'select',
  label: 'How did you hear about us?',
  required: false,
  emptyOption: 'Choose one',
  options: [
    { value: 'friend', label: 'From a friend' },
    { value: 'search', label: 'A web search' },
  ],
  messages: {},
}

/** A phone field as docs/editing-content.md's "Adding a waitlist field" shows it. */
export const NEW_PHONE_FIELD = {
  name: 'phone',
  kind: 'tel',
  label: 'Phone',
  required: false,
  messages: { invalid: 'Please enter a phone number like +44 20 7946 0958.' },
} satisfies FieldDefinition

/** A social profile for the footer, as site.json's `social` takes it. */
export const NEW_SOCIAL_LINK = { label: 'Instagram', href: 'https://www.instagram.com/restwell' }

/** The mission told before the "Why" cards (home.json's optional sectionOrder). */
export const NEW_SECTION_ORDER = ['appPreview', 'mission', 'values', 'quizCta', 'waitlist']

/** What a maintainer adds to the hero's paragraph: 300 characters, a first visit's copy grown. */
export const LONGER_HERO =
  ' Tell us how your back, neck and shoulders feel after a long week, and how firm you like the pressure. We will suggest the kind of massage that suits you, then a therapist who knows it well and works close to your home, so that your first session feels calm and right from its very first minute, too.'

/** Two more words in the story's title (issue 47: the title's box must not wait on its font). */
export const STORY_TITLE_WORDS = ' and heal'

/** The rule that recommends `key`: found by its key, which is structure, not wording. */
function ruleRecommending(rules: unknown, key: string): object {
  const rule = listAt(rules, ['rules']).find(
    (candidate) =>
      candidate !== null &&
      typeof candidate === 'object' &&
      Reflect.get(candidate, 'recommend') === key,
  )
  if (rule === null || typeof rule !== 'object') throw new Error(`no rule recommends ${key}`)
  return rule
}

/** `name` is a form field's name (structure), except a brand's, an author's or a massage's. */
const WORDING_NAMED_NAME = new Set(['brand', 'author', 'recommendations'])

/** Every visible text reworded (letters shifted by one), its {placeholders} kept. */
function reworded(node: unknown, key = '', parentKey = ''): unknown {
  if (typeof node === 'string') {
    const structural =
      STRUCTURAL_KEYS.has(key) || (key === 'name' && !WORDING_NAMED_NAME.has(parentKey))
    if (structural || /^(https?:|mailto:|tel:|\/|#)/.test(node)) return node
    return node
      .split(/(\{[a-zA-Z]+\})/)
      .map((part, index) =>
        index % 2
          ? part
          : part.replace(/[a-yA-Y]/g, (letter) => String.fromCharCode(letter.charCodeAt(0) + 1)),
      )
      .join('')
  }
  if (Array.isArray(node)) return node.map((item) => reworded(item, key, parentKey))
  if (node !== null && typeof node === 'object')
    return Object.fromEntries(
      Object.entries(node).map(([k, value]) => [k, reworded(value, k, key)]),
    )
  return node
}

export type Edit = {
  name: string
  /** A structural change of the product's quiz: only the product-conformance test may notice. */
  changesSpecQuiz: boolean
  apply: (content: ContentJson) => void
}

export const EDITS: Edit[] = [
  {
    name: 'reword every text',
    changesSpecQuiz: false,
    apply: (content) => {
      for (const name of contentNames) content[name] = reworded(content[name])
    },
  },
  {
    name: 'add an option to question 4',
    changesSpecQuiz: true,
    apply: ({ quiz }) => listAt(quiz, ['questions', 3, 'options']).push(NEW_OPTION),
  },
  {
    name: 'add a sixth question, with a rule that asks it',
    changesSpecQuiz: true,
    apply: ({ quiz, rules }) => {
      listAt(quiz, ['questions']).push(NEW_QUESTION)
      listAt(rules, ['rules']).push(NEW_QUESTION_RULE)
    },
  },
  {
    name: 'add a massage type with its rule',
    changesSpecQuiz: true,
    apply: ({ recommendations, rules }) => {
      listAt(recommendations, ['recommendations']).push(NEW_MASSAGE)
      const rulesList = listAt(rules, ['rules'])
      rulesList.splice(rulesList.indexOf(ruleRecommending(rules, 'swedish')), 0, NEW_MASSAGE_RULE)
    },
  },
  {
    name: 'make the Swedish rule an AND rule',
    changesSpecQuiz: true,
    apply: ({ rules }) => Reflect.set(ruleRecommending(rules, 'swedish'), 'when', AND_RULE_WHEN),
  },
  {
    name: 'lengthen the hero by 300 characters',
    changesSpecQuiz: false,
    apply: ({ home }) => {
      const hero = Reflect.get(Object(home), 'hero')
      Reflect.set(hero, 'body', `${Reflect.get(hero, 'body')}${LONGER_HERO}`)
    },
  },
  {
    name: 'add two words to the story’s title',
    changesSpecQuiz: false,
    apply: ({ story }) => {
      if (story !== null && typeof story === 'object')
        Reflect.set(story, 'title', `${Reflect.get(story, 'title')}${STORY_TITLE_WORDS}`)
    },
  },
  {
    name: 'add a waitlist text field, a select and a phone field',
    changesSpecQuiz: false,
    apply: ({ forms }) =>
      listAt(forms, ['waitlist', 'fields']).push(NEW_TEXT_FIELD, NEW_SELECT_FIELD, NEW_PHONE_FIELD),
  },
  {
    name: 'list a social profile for the footer',
    changesSpecQuiz: false,
    apply: ({ site }) => listAt(site, ['social']).push(NEW_SOCIAL_LINK),
  },
  {
    name: 'tell the mission before the value cards',
    changesSpecQuiz: false,
    apply: ({ home }) => {
      if (home !== null && typeof home === 'object')
        Reflect.set(home, 'sectionOrder', NEW_SECTION_ORDER)
    },
  },
]

/** The content under `root` (the frozen copy unless told) with `edits` applied, in order. */
export function editedContent(edits: readonly Edit[], root = FROZEN_CONTENT_ROOT): ContentJson {
  const content = contentUnder(root)
  for (const edit of edits) edit.apply(content)
  return content
}

/** Each file's text, as a maintainer would save it. */
export function serialized(content: ContentJson): Map<ContentName, string> {
  return new Map(contentNames.map((name) => [name, `${JSON.stringify(content[name], null, 2)}\n`]))
}
