import { z } from 'zod'
import { type Content, type ContentName, contentSchemas } from '../../../schemas/content-files.ts'
import { LOWER_SECTIONS, type LowerSection } from '../../../schemas/home-sections.ts'
import { formatReport } from '../../../schemas/validation/report.ts'
import { validateContent } from '../../../schemas/validation/validate-content.ts'
import { contentText, testContentRoot } from '../../content-roots.ts'

/*
 * The words a visitor reads, looked up in the content the tests run on: the frozen copy, or the
 * copy CONTENT_ROOT names (tests/content-roots.ts), as the site under test was built from it. A
 * change of wording never fails a test: tests find text through here, never by writing it out
 * (tests/content/tests-read-wording-from-content.test.ts fails on wording written into a test).
 */

/** Content as the site shows it: checked, with the quiz's facts filled into every text. */
export function contentAsShown(read: (name: ContentName) => string): Content {
  const check = validateContent(read)
  if (!check.ok) throw new Error(formatReport(check.problems))
  return check.content
}

const root = testContentRoot()

/** A file of the content as written, its {placeholders} as they are ("{questionCountWord}"). */
const written = (name: ContentName): unknown => JSON.parse(contentText(root, name))

export const site = contentSchemas.site.parse(written('site'))
export const home = contentSchemas.home.parse(written('home'))
export const quiz = contentSchemas.quiz.parse(written('quiz'))
export const messages = contentSchemas.messages.parse(written('messages'))
export const forms = contentSchemas.forms.parse(written('forms'))
export const emails = contentSchemas.emails.parse(written('emails'))
const rules = contentSchemas.rules.parse(written('rules'))
const { recommendations } = contentSchemas.recommendations.parse(written('recommendations'))

/** The content as the site shows it ("{questionCountWord}" as "five"). */
export const shown = contentAsShown((name) => contentText(root, name))

export const brand = site.brand.name

/**
 * The home page's h1 and h2s from top to bottom: the hero, the banner, then the lower sections in
 * home.json's sectionOrder (the product's order, docs/product.md, when it lists none).
 */
export function homeHeadings(page: Content['home']): string[] {
  const titles: { [Name in LowerSection]: string } = {
    appPreview: page.appPreview.title,
    values: page.values.title,
    quizCta: page.quizCta.title,
    mission: page.mission.title,
    waitlist: page.waitlist.title,
  }
  const lower = (page.sectionOrder ?? LOWER_SECTIONS).map((name) => titles[name])
  return [page.hero.title, page.banner.title, ...lower]
}

/** Fills `{name}` placeholders as the site does; one the caller gives no value for is an error. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_placeholder, name: string) => {
    const value = values[name]
    if (value === undefined)
      throw new Error(`no value for {${name}} in ${JSON.stringify(template)}`)
    return String(value)
  })
}

/** A text of content with the brand name in place of `{brand}`. */
export const withBrand = (template: string) => fill(template, { brand })

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Matches text that holds `text`, e.g. a button's label beside its icon. */
export const containing = (text: string) => new RegExp(escapeRegExp(text))

/** Matches text that starts with one of `texts`. */
export const startingWithOneOf = (...texts: string[]) =>
  new RegExp(`^(?:${texts.map(escapeRegExp).join('|')})`)

/** Matches exactly one of `texts`, e.g. a toggle whose name says what it will do. */
export const exactlyOneOf = (...texts: string[]) =>
  new RegExp(`^(?:${texts.map(escapeRegExp).join('|')})$`)

type FormName = 'waitlist' | 'quizEmail'

function fieldOf(form: FormName, name: string) {
  const fields = forms[form].fields
  const field = fields.find((candidate) => candidate.name === name)
  if (!field) throw new Error(`forms.json's ${form} form has no "${name}" field`)
  return field
}

/** The label of a form field, found by its `name` (which is structure, not wording). */
export const fieldLabel = (form: FormName, name: string) => fieldOf(form, name).label

/** The message a field shows when it is filled in wrongly. */
export function invalidMessage(form: FormName, name: string): string {
  const message = fieldOf(form, name).messages.invalid
  if (!message) throw new Error(`forms.json's ${form} "${name}" field has no messages.invalid`)
  return message
}

/** A select's choices as it lists them: the empty option, then each option's label. */
export function selectChoices(form: FormName, name: string): string[] {
  const { emptyOption, options = [] } = fieldOf(form, name)
  const labels = options.map((option) => option.label)
  return emptyOption === undefined ? labels : [emptyOption, ...labels]
}

/** The submit button's text of a form. */
export const submitLabel = (form: FormName) => forms[form].submit

/** The text of quiz question `id`. */
export function questionText(id: number): string {
  const question = quiz.questions.find((candidate) => candidate.id === id)
  if (!question) throw new Error(`quiz.json has no question ${id}`)
  return question.question
}

/** The name of the massage recommendations.json keeps under `key`. */
export function massageName(key: string): string {
  const massage = recommendations.find((candidate) => candidate.key === key)
  if (!massage) throw new Error(`recommendations.json has no massage "${key}"`)
  return massage.name
}

const condition = z.object({ question: z.number(), in: z.array(z.string()), because: z.string() })

/** Every condition of the rules, however they nest them in "any" and "all" groups. */
function conditionsIn(node: unknown): z.infer<typeof condition>[] {
  const parsed = condition.safeParse(node)
  if (parsed.success) return [parsed.data]
  if (typeof node !== 'object' || node === null) return []
  return Object.values(node).flatMap(conditionsIn)
}

/** The "because" rules.json gives for answering `value` to question `question`. */
export function reasonFor(question: number, value: string): string {
  const found = conditionsIn(rules.rules).find(
    (candidate) => candidate.question === question && candidate.in.includes(value),
  )
  if (!found) throw new Error(`rules.json has no condition on question ${question} for "${value}"`)
  return found.because
}

/**
 * How the result says an answer that ruled out another massage: the option's "reason" in
 * quiz.json, as a list of one, or none when the content gives it no reason.
 */
export function answerReason(question: number, value: string): string[] {
  const options: readonly { value: string; reason?: string }[] =
    quiz.questions.find((candidate) => candidate.id === question)?.options ?? []
  const reason = options.find((option) => option.value === value)?.reason
  return reason === undefined ? [] : [reason]
}

/** The "because" of the recommendation made when no rule applies. */
export const otherwiseReason = rules.otherwise.because

// As the result page joins reasons ("… and …"): the language's list format, not content.
const joinReasons = new Intl.ListFormat('en', { type: 'conjunction' })

/** Reasons joined as the result page joins them: "a, b, and c". */
export const listOfReasons = (reasons: readonly string[]) => joinReasons.format(reasons)

/** The result page's reason line: "Because you want … and are …." */
export const reasonLine = (reasons: readonly string[]) =>
  `${quiz.result.reasonIntro} ${listOfReasons(reasons)}.`

/** The reason line of a result someone shared: "They said they want …". */
export const sharedReasonLine = (reasons: readonly string[]) =>
  `${quiz.result.sharedReasonIntro} ${listOfReasons(reasons)}.`
