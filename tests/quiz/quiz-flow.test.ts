import { decodeAnswers, encodeAnswers } from '@contract/answers-codec.ts'
import { quizSchema } from '@schemas/quiz.schema.ts'
import { describe, expect, it } from 'vitest'
import { progressPercent, resolveView } from '@/features/quiz/quiz-flow'
import { quizSearch } from '@/features/quiz/quiz-search'
// The product's quiz as frozen for tests: a deliberate change of the shipped one fails only the
// conformance test (tests/product).
import quizContent from '../content/frozen-content/schemas/content/quiz.json' with { type: 'json' }

const { questions } = quizSchema.parse(quizContent)
const complete = {
  '1': ['relaxation'],
  '2': ['mild'],
  '3': ['light'],
  '4': ['never'],
  '5': ['back'],
}

describe('answers in the URL', () => {
  it('round-trips compactly', () => {
    const encoded = encodeAnswers({ '1': ['pain-relief'], '5': ['back', 'legs-feet'] })
    expect(encoded).toBe('1-pain-relief_5-back.legs-feet')
    expect(decodeAnswers(encoded, questions)).toEqual({
      '1': ['pain-relief'],
      '5': ['back', 'legs-feet'],
    })
  })

  it('drops unknown questions and values, extra single answers, and keeps content order', () => {
    expect(
      decodeAnswers('1-wellness.relaxation_7-x_2-agony_5-full-body.back.nope', questions),
    ).toEqual({
      '1': ['relaxation'],
      '5': ['back', 'full-body'],
    })
    expect(decodeAnswers('%%%__--', questions)).toEqual({})
    expect(decodeAnswers(undefined, questions)).toEqual({})
  })

  it('validates the search with safe fallbacks', () => {
    expect(quizSearch({ step: 3, a: 'x' })).toEqual({ step: 3, a: 'x' })
    expect(quizSearch({ step: 'email' })).toEqual({ step: 'email', a: undefined })
    expect(quizSearch({ step: 0 })).toEqual({ step: undefined, a: undefined })
    expect(quizSearch({ step: 2.5, a: 'x'.repeat(401) })).toEqual({ step: undefined, a: undefined })
    expect(quizSearch({ step: 'bogus', a: 42 })).toEqual({ step: undefined, a: undefined })
  })
})

describe('which view a URL may show', () => {
  it('starts at question 1', () => {
    expect(resolveView(undefined, questions, {})).toEqual({ kind: 'question', index: 0 })
  })
  it('never shows a question past the first unanswered one', () => {
    expect(resolveView(4, questions, { '1': ['relaxation'] })).toEqual({
      kind: 'question',
      index: 1,
    })
    expect(resolveView(3, questions, complete)).toEqual({ kind: 'question', index: 2 })
  })
  it('clamps a step past the last question to the last question', () => {
    expect(resolveView(9, questions, complete)).toEqual({
      kind: 'question',
      index: questions.length - 1,
    })
  })
  it('shows the email and result views only when every question is answered', () => {
    expect(resolveView('result', questions, {})).toEqual({ kind: 'question', index: 0 })
    expect(resolveView('email', questions, complete)).toEqual({ kind: 'email' })
    expect(resolveView('result', questions, complete)).toEqual({ kind: 'result' })
  })
})

describe('progress', () => {
  it('reports progress as (N / 5) × 100', () => {
    expect([0, 1, 2, 3, 4].map((index) => progressPercent(index, 5))).toEqual([20, 40, 60, 80, 100])
  })
})
