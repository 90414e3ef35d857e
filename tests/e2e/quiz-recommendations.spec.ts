import { expect, test } from '@playwright/test'
import { completeQuiz, type QuizRun } from './helpers/quiz'

type Case = { name: string; run: QuizRun; massage: string; because: string }

const base: QuizRun = {
  goal: 'wellness',
  pain: 'none',
  pressure: 'medium',
  experience: 'occasionally',
  areas: ['back'],
}

// SPEC.md §4: 1. pain-relief or severe → therapeutic; 2. else firm or athletic → deep tissue;
// 3. else relaxation → Swedish; 4. otherwise hot stone.
const cases: Case[] = [
  {
    name: 'rule 1 by goal',
    run: { ...base, goal: 'pain-relief' },
    massage: 'Therapeutic Massage',
    because: 'Because you want relief from pain or soreness.',
  },
  {
    name: 'rule 1 by severe pain',
    run: { ...base, pain: 'severe' },
    massage: 'Therapeutic Massage',
    because: 'Because you are carrying severe pain or tension.',
  },
  {
    name: 'rule 1 beats rule 2 (severe + firm + athletic)',
    run: { ...base, goal: 'athletic', pain: 'severe', pressure: 'firm' },
    massage: 'Therapeutic Massage',
    because: 'Because you are carrying severe pain or tension.',
  },
  {
    name: 'rule 1 with both conditions',
    run: { ...base, goal: 'pain-relief', pain: 'severe' },
    massage: 'Therapeutic Massage',
    because:
      'Because you want relief from pain or soreness and are carrying severe pain or tension.',
  },
  {
    name: 'rule 2 by firm pressure',
    run: { ...base, pressure: 'firm' },
    massage: 'Deep Tissue Massage',
    because: 'Because you like firm, deep pressure.',
  },
  {
    name: 'rule 2 by athletic goal',
    run: { ...base, goal: 'athletic', pressure: 'light' },
    massage: 'Deep Tissue Massage',
    because: 'Because you want to recover from training or sport.',
  },
  {
    name: 'rule 2 beats rule 3 (relaxation + firm)',
    run: { ...base, goal: 'relaxation', pressure: 'firm' },
    massage: 'Deep Tissue Massage',
    because: 'Because you like firm, deep pressure.',
  },
  {
    name: 'rule 3 by relaxation',
    run: { ...base, goal: 'relaxation', pain: 'moderate', pressure: 'unsure' },
    massage: 'Swedish Massage',
    because: 'Because you want to relax and unwind.',
  },
  {
    name: 'rule 4 otherwise (wellness)',
    run: { ...base, pain: 'moderate', pressure: 'light', areas: ['full-body', 'specific-injury'] },
    massage: 'Hot Stone Massage',
    because: 'Because you are looking after your overall wellness and prefer a gentle touch.',
  },
  {
    name: 'experience and areas never decide',
    run: {
      ...base,
      experience: 'very-experienced',
      areas: ['neck-shoulders', 'back', 'legs-feet', 'arms-hands', 'full-body', 'specific-injury'],
    },
    massage: 'Hot Stone Massage',
    because: 'Because you are looking after your overall wellness and prefer a gentle touch.',
  },
]

for (const { name, run, massage, because } of cases) {
  test(`recommends ${massage}: ${name}`, async ({ page }) => {
    await completeQuiz(page, run)
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(massage)
    await expect(page.getByText(because, { exact: true })).toBeVisible()
  })
}
