import { beforeEach, describe, expect, it } from 'vitest'
import { rememberVisitSource, VISIT_SOURCE_KEY } from '@/features/waitlist/remember-visit-source'
import { currentVisitSource } from '@/features/waitlist/visit-source'

function land(path: string, referrer: string) {
  window.history.replaceState(null, '', path)
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true })
  rememberVisitSource(VISIT_SOURCE_KEY)
}

describe('the visit source', () => {
  beforeEach(() => sessionStorage.clear())

  it('keeps the landing page, its utm_ parameters and the referring site', () => {
    land('/our-story?utm_source=newsletter&utm_medium=email&ref=x', 'https://news.example/a')
    expect(currentVisitSource()).toEqual({
      utm: { utm_source: 'newsletter', utm_medium: 'email' },
      referrer: 'https://news.example/a',
      landingPath: '/our-story',
    })
  })

  it('keeps the first landing of the visit, not the pages after it', () => {
    land('/?utm_campaign=spring', 'https://search.example/')
    land('/quiz', `${location.origin}/`)
    expect(currentVisitSource()).toMatchObject({
      landingPath: '/',
      utm: { utm_campaign: 'spring' },
    })
  })

  it('keeps the code of a ?ref= link through the visit, and cleans the address bar of it alone', () => {
    land('/?utm_source=friend&ref=Ab3_x-9Zq2#waitlist', '')
    expect(`${location.pathname}${location.search}${location.hash}`).toBe(
      '/?utm_source=friend#waitlist',
    )
    land('/quiz', `${location.origin}/`)
    expect(currentVisitSource()).toEqual({
      utm: { utm_source: 'friend' },
      referrer: '',
      landingPath: '/',
      referralCode: 'Ab3_x-9Zq2',
    })
  })

  it('takes the code of a ?ref= link opened later in the visit, and never a malformed one', () => {
    land('/our-story', '')
    land('/?ref=later-code-1', '')
    expect(currentVisitSource().referralCode).toBe('later-code-1')
    expect(location.search).toBe('')
    sessionStorage.clear()
    land('/?ref=<script>', '')
    expect(currentVisitSource()).toEqual({ utm: {}, referrer: '', landingPath: '/' })
    expect(location.search).toBe('')
  })

  it('leaves out a referrer from the site itself', () => {
    land('/quiz', `${location.origin}/our-story`)
    expect(currentVisitSource().referrer).toBe('')
  })

  it('keeps a link’s control characters and a character cut in half out of the sign-up, so the server takes it', () => {
    const value = `${'a'.repeat(199)}🧘`
    land(`/?utm_source=${encodeURIComponent(value)}&utm_medium=%1B%5D0%3Bx%07mail`, '')
    expect(currentVisitSource().utm).toEqual({
      utm_source: 'a'.repeat(199),
      utm_medium: ']0;xmail',
    })
  })

  it('says "unknown" for a note the server could not store, so the sign-up is still taken', () => {
    const unstorable = { utm: { utm_source: '\u001b[2J' }, referrer: '', landingPath: '/' }
    sessionStorage.setItem(VISIT_SOURCE_KEY, JSON.stringify(unstorable))
    expect(currentVisitSource()).toEqual({ utm: {}, referrer: '', landingPath: '' })
  })

  it('says "unknown" rather than failing when the note is missing or damaged', () => {
    expect(currentVisitSource()).toEqual({ utm: {}, referrer: '', landingPath: '' })
    sessionStorage.setItem(VISIT_SOURCE_KEY, '{"utm": 3}')
    expect(currentVisitSource()).toEqual({ utm: {}, referrer: '', landingPath: '' })
  })
})
