import { describe, expect, it } from 'vitest'
import { FUNNEL_SOURCE, funnelSourceOf, funnelStepsOf } from '../../contract/funnel-steps.ts'
import { funnelStepsOfView } from '../../src/features/quiz/quiz-funnel.ts'

describe('the funnel’s steps', () => {
  it('follow the quiz’s questions: a sixth question adds a step before the email step', () => {
    expect(funnelStepsOf(6)).toEqual([
      'visit',
      'quiz-start',
      'question-1',
      'question-2',
      'question-3',
      'question-4',
      'question-5',
      'question-6',
      'email-step',
      'result',
      'joined',
      'confirmed',
    ])
  })

  it('are counted from the quiz’s views: the first question starts the quiz, a shared result counts nothing', () => {
    expect(funnelStepsOfView({ kind: 'question', index: 0 }, false)).toEqual([
      'quiz-start',
      'question-1',
    ])
    expect(funnelStepsOfView({ kind: 'question', index: 2 }, false)).toEqual(['question-3'])
    expect(funnelStepsOfView({ kind: 'email' }, false)).toEqual(['email-step'])
    expect(funnelStepsOfView({ kind: 'result' }, true)).toEqual(['result'])
    expect(funnelStepsOfView({ kind: 'result' }, false)).toEqual([])
  })
})

describe('a visit’s source', () => {
  it('is the UTM source, else the referring host, else referral, else direct', () => {
    expect(funnelSourceOf({ utmSource: 'News', referrerHost: 'a.example', referral: true })).toBe(
      'news',
    )
    expect(funnelSourceOf({ referrerHost: 'Social.Example', referral: true })).toBe(
      'social.example',
    )
    expect(funnelSourceOf({ referral: true })).toBe('referral')
    expect(funnelSourceOf({})).toBe('direct')
  })

  it('never carries an address or other text a link may hold', () => {
    const source = funnelSourceOf({ utmSource: ' ana@example.com <script> Spring Sale ' })
    expect(source).not.toContain('@')
    expect(source).toMatch(FUNNEL_SOURCE)
    expect(funnelSourceOf({ utmSource: 'x'.repeat(300) })).toMatch(FUNNEL_SOURCE)
    expect(funnelSourceOf({ utmSource: '@@@' })).toBe('direct')
  })
})
