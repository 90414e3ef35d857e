import { expect, test } from '@playwright/test'
import { answerReason, massageName, otherwiseReason, reasonFor, reasonLine } from './helpers/copy'
import { completeQuiz, expectedMatch, type QuizRun } from './helpers/quiz'

/**
 * The massage by its key in recommendations.json; the reasons as the answers that give them,
 * then the answers that ruled out the rules before the deciding one (issue 35), in quiz order.
 */
type Case = {
  name: string
  run: QuizRun
  massage: string
  because: readonly Reason[]
  ruledOutBy?: readonly Answer[]
}

type Answer = readonly [question: number, value: string]

/** An answer (question, value) whose "because" rules.json gives, or the catch-all's. */
type Reason = Answer | 'otherwise'

const reasonText = (reason: Reason) =>
  reason === 'otherwise' ? otherwiseReason : reasonFor(reason[0], reason[1])

const base: QuizRun = {
  goal: 'wellness',
  pain: 'none',
  pressure: 'medium',
  experience: 'occasionally',
  areas: ['back'],
}

// docs/product.md, Recommendation rule: 1. pain-relief or severe → therapeutic; 2. else firm or athletic → deep tissue;
// 3. else relaxation → Swedish; 4. otherwise hot stone.
const cases: Case[] = [
  {
    name: 'rule 1 by goal',
    run: { ...base, goal: 'pain-relief' },
    massage: 'therapeutic',
    because: [[1, 'pain-relief']],
  },
  {
    name: 'rule 1 by severe pain',
    run: { ...base, pain: 'severe' },
    massage: 'therapeutic',
    because: [[2, 'severe']],
  },
  {
    name: 'rule 1 beats rule 2 (severe + firm + athletic)',
    run: { ...base, goal: 'athletic', pain: 'severe', pressure: 'firm' },
    massage: 'therapeutic',
    because: [[2, 'severe']],
  },
  {
    name: 'rule 1 with both conditions',
    run: { ...base, goal: 'pain-relief', pain: 'severe' },
    massage: 'therapeutic',
    because: [
      [1, 'pain-relief'],
      [2, 'severe'],
    ],
  },
  {
    name: 'rule 2 by firm pressure',
    run: { ...base, pressure: 'firm' },
    massage: 'deep-tissue',
    because: [[3, 'firm']],
    ruledOutBy: [
      [1, 'wellness'],
      [2, 'none'],
    ],
  },
  {
    name: 'rule 2 by athletic goal',
    run: { ...base, goal: 'athletic', pressure: 'light' },
    massage: 'deep-tissue',
    because: [[1, 'athletic']],
    ruledOutBy: [[2, 'none']],
  },
  {
    name: 'rule 2 beats rule 3 (relaxation + firm)',
    run: { ...base, goal: 'relaxation', pressure: 'firm' },
    massage: 'deep-tissue',
    because: [[3, 'firm']],
    ruledOutBy: [
      [1, 'relaxation'],
      [2, 'none'],
    ],
  },
  {
    name: 'rule 3 by relaxation',
    run: { ...base, goal: 'relaxation', pain: 'moderate', pressure: 'unsure' },
    massage: 'swedish',
    because: [[1, 'relaxation']],
    ruledOutBy: [
      [2, 'moderate'],
      [3, 'unsure'],
    ],
  },
  {
    name: 'rule 4 otherwise (wellness)',
    run: { ...base, pain: 'moderate', pressure: 'light', areas: ['full-body', 'specific-injury'] },
    massage: 'hot-stone',
    because: ['otherwise'],
    ruledOutBy: [
      [1, 'wellness'],
      [2, 'moderate'],
      [3, 'light'],
    ],
  },
  {
    name: 'experience and areas never decide',
    run: {
      ...base,
      experience: 'very-experienced',
      areas: ['neck-shoulders', 'back', 'legs-feet', 'arms-hands', 'full-body', 'specific-injury'],
    },
    massage: 'hot-stone',
    because: ['otherwise'],
    ruledOutBy: [
      [1, 'wellness'],
      [2, 'none'],
      [3, 'medium'],
    ],
  },
]

for (const { name, run, massage, because, ruledOutBy = [] } of cases) {
  test(`recommends ${massage}: ${name}`, async ({ page }) => {
    // The product's match, unless a rule asks a question the content added beyond the five.
    const reasons = [
      ...because.map(reasonText),
      ...ruledOutBy.flatMap(([question, value]) => answerReason(question, value)),
    ]
    const expected = expectedMatch(run, { massage, reasons })
    await completeQuiz(page, run)
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(
      massageName(expected.massage),
    )
    await expect(page.getByText(reasonLine(expected.reasons), { exact: true })).toBeVisible()
  })
}
