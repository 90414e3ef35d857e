import { type Content, type ContentName, contentFilePath } from '../content-files.ts'
import { CHOICE_KINDS, type FormDefinition } from '../forms.schema.ts'
import { allAnswerSets } from '../quiz-answers.ts'
import { recommendationKey } from '../recommendations.schema.ts'
import { recommend } from '../rule-engine.ts'
import { userType, waitlistSignup } from '../waitlist.schema.ts'
import { listAlternatives } from './describe.ts'
import type { JsonPath } from './json-document.ts'
import type { UnlocatedProblem } from './problem.ts'

type Report = (path: JsonPath, message: string) => void

function reporterFor(name: ContentName, problems: UnlocatedProblem[]): Report {
  return (path, message) => problems.push({ file: contentFilePath(name), path, message })
}

function checkUnique(
  values: readonly (string | number)[],
  path: (index: number) => JsonPath,
  what: string,
  report: Report,
) {
  const seen = new Set<string | number>()
  values.forEach((value, index) => {
    if (seen.has(value)) report(path(index), `duplicate ${what} ${JSON.stringify(value)}`)
    seen.add(value)
  })
}

function checkQuiz({ quiz }: Content, report: Report) {
  checkUnique(
    quiz.questions.map((q) => q.id),
    (i) => ['questions', i, 'id'],
    'question id',
    report,
  )
  quiz.questions.forEach((question, q) => {
    const values = question.options.map((option) => option.value)
    checkUnique(values, (o) => ['questions', q, 'options', o, 'value'], 'option value', report)
  })
}

function checkRecommendations({ recommendations }: Content, report: Report) {
  const keys = recommendations.recommendations.map((entry) => entry.key)
  checkUnique(keys, (i) => ['recommendations', i, 'key'], 'recommendation key', report)
  const missing = recommendationKey.options.filter((key) => !keys.includes(key))
  if (missing.length > 0) {
    report(
      ['recommendations'],
      `missing the recommendation for ${listAlternatives(missing).replace(' or ', ' and ')}`,
    )
  }
}

function checkRuleReferences({ quiz, rules }: Content, report: Report) {
  rules.rules.forEach((rule, r) => {
    rule.when.any.forEach((condition, c) => {
      const at: JsonPath = ['rules', r, 'when', 'any', c]
      const question = quiz.questions.find((candidate) => candidate.id === condition.question)
      if (!question) {
        const ids = quiz.questions.map((candidate) => candidate.id)
        report(
          [...at, 'question'],
          `no quiz question has id ${condition.question} (expected one of ${ids.join(', ')})`,
        )
        return
      }
      const known = question.options.map((option) => option.value)
      condition.in.forEach((value, v) => {
        if (!known.includes(value)) {
          report(
            [...at, 'in', v],
            `question ${question.id} has no option ${JSON.stringify(value)} (expected ${listAlternatives(known)})`,
          )
        }
      })
    })
  })
}

/** A rule that never decides any answer set is dead: an earlier rule always wins. */
function checkRulesReachable({ quiz, rules }: Content, report: Report) {
  const fired = new Set<number>()
  for (const answers of allAnswerSets(quiz.questions))
    fired.add(recommend(rules, answers).ruleIndex)
  rules.rules.forEach((_, r) => {
    if (!fired.has(r))
      report(['rules', r], 'this rule can never apply: earlier rules match every answer it matches')
  })
  if (!fired.has(-1))
    report(['otherwise'], 'the default can never apply: the rules above match every answer set')
}

function checkForm(form: FormDefinition, formName: string, report: Report) {
  checkUnique(
    form.fields.map((f) => f.name),
    (i) => [formName, 'fields', i, 'name'],
    'field name',
    report,
  )
  form.fields.forEach((field, f) => {
    const at: JsonPath = [formName, 'fields', f]
    const isChoice = CHOICE_KINDS.includes(field.kind)
    if (isChoice && !field.options?.length)
      report([...at, 'options'], `a ${field.kind} field needs options`)
    if (!isChoice && field.options)
      report([...at, 'options'], `a ${field.kind} field takes no options`)
    if (field.emptyOption && field.kind !== 'select')
      report([...at, 'emptyOption'], 'only a select field has an empty option')
    if (field.required && !field.messages.required)
      report([...at, 'messages'], 'a required field needs messages.required')
    const values = field.options?.map((option) => option.value) ?? []
    checkUnique(values, (o) => [...at, 'options', o, 'value'], 'option value', report)
  })
}

/** The waitlist form must produce exactly what a WaitlistSignup holds. */
function checkWaitlistShape({ forms }: Content, report: Report) {
  const expected = Object.keys(waitlistSignup.shape)
  const names = forms.waitlist.fields.map((field) => field.name)
  for (const name of expected.filter((key) => !names.includes(key))) {
    report(
      ['waitlist', 'fields'],
      `missing the field "${name}" (the waitlist needs ${listAlternatives(expected).replace(' or ', ' and ')})`,
    )
  }
  forms.waitlist.fields.forEach((field, f) => {
    if (!expected.includes(field.name))
      report(
        ['waitlist', 'fields', f, 'name'],
        `unknown waitlist field ${JSON.stringify(field.name)} (expected ${listAlternatives(expected)})`,
      )
  })
  const typeField = forms.waitlist.fields.findIndex((field) => field.name === 'userType')
  const allowed = userType.options.filter(Boolean)
  forms.waitlist.fields[typeField]?.options?.forEach((option, o) => {
    if (!allowed.some((value) => value === option.value)) {
      report(
        ['waitlist', 'fields', typeField, 'options', o, 'value'],
        `expected ${listAlternatives(allowed)}, found ${JSON.stringify(option.value)}`,
      )
    }
  })
}

const KNOWN_PLACEHOLDERS: Partial<Record<ContentName, readonly string[]>> = {
  messages: ['brand', 'hotkey'],
  quiz: ['current', 'total', 'percent'],
  home: ['current', 'total', 'number'],
}

function checkPlaceholders(content: Content, name: ContentName, report: Report) {
  const known = KNOWN_PLACEHOLDERS[name] ?? []
  const visit = (value: unknown, path: JsonPath): void => {
    if (typeof value === 'string') {
      for (const [, placeholder = ''] of value.matchAll(/\{(\w+)\}/g)) {
        if (!known.includes(placeholder)) {
          const expected = known.length
            ? `expected ${listAlternatives(known.map((k) => `{${k}}`))}`
            : 'this file takes no placeholders'
          report(path, `unknown placeholder {${placeholder}} (${expected})`)
        }
      }
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value))
        visit(child, [...path, Array.isArray(value) ? Number(key) : key])
    }
  }
  visit(content[name], [])
}

/** Checks that need more than one file, or more than one place in a file. */
export function crossCheck(content: Content): UnlocatedProblem[] {
  const problems: UnlocatedProblem[] = []
  const report = (name: ContentName) => reporterFor(name, problems)
  checkQuiz(content, report('quiz'))
  checkRecommendations(content, report('recommendations'))
  checkRuleReferences(content, report('rules'))
  if (problems.length === 0) checkRulesReachable(content, report('rules'))
  checkForm(content.forms.waitlist, 'waitlist', report('forms'))
  checkForm(content.forms.quizEmail, 'quizEmail', report('forms'))
  checkWaitlistShape(content, report('forms'))
  for (const name of ['messages', 'quiz', 'home', 'site', 'story'] as const)
    checkPlaceholders(content, name, report(name))
  return problems
}
