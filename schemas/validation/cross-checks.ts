import { type Content, type ContentName, contentNames } from '../content-files.ts'
import type { QuizQuestion } from '../quiz.schema.ts'
import { reporterFor } from './check-report.ts'
import { checkForm, checkWaitlistFields } from './form-checks.ts'
import { checkLocalImages, type PublicFiles } from './image-checks.ts'
import { checkPlaceholders } from './placeholder-checks.ts'
import type { UnlocatedProblem } from './problem.ts'
import { checkQuestions, checkRecommendations } from './quiz-checks.ts'
import { checkRecommendedKeys, checkRuleReferences, checkRulesReachable } from './rule-checks.ts'

/** Content files that passed their schema, and every file that is at least valid JSON. */
export type CheckInput = {
  content: Partial<Content>
  json: Partial<Record<ContentName, unknown>>
  /** The quiz questions when they are valid, even if something else in quiz.json is not. */
  questions?: readonly QuizQuestion[]
  /** The site's own files, to check the pictures against (left out: not checked). */
  publicFiles?: PublicFiles
}

/**
 * Checks that need more than one place in a file, or more than one file. Each check runs when the
 * files it reads passed their schema, so one run reports as much as it can.
 */
export function crossCheck({
  content,
  json,
  questions,
  publicFiles,
}: CheckInput): UnlocatedProblem[] {
  const problems: UnlocatedProblem[] = []
  const report = (name: ContentName) => reporterFor(name, problems)
  const { recommendations, rules, forms } = content
  if (questions) checkQuestions(questions, report('quiz'))
  const questionsSound = problems.length === 0
  if (recommendations) checkRecommendations(recommendations, report('recommendations'))
  if (recommendations && rules)
    checkRecommendedKeys(recommendations, rules, {
      rules: report('rules'),
      recommendations: report('recommendations'),
    })
  if (questions && rules) {
    const referencesSound = checkRuleReferences(questions, rules, report('rules'))
    if (questionsSound && referencesSound) checkRulesReachable(questions, rules, report('rules'))
  }
  if (forms) {
    checkForm(forms.waitlist, 'waitlist', report('forms'))
    checkForm(forms.quizEmail, 'quizEmail', report('forms'))
    checkWaitlistFields(forms, report('forms'))
  }
  for (const name of contentNames) {
    if (name in json) checkPlaceholders(name, json[name], report(name))
    if (name in json && publicFiles) checkLocalImages(json[name], publicFiles, report(name))
  }
  return problems
}
