// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { loadContent } from '../../server/content.ts'
import { signupRules } from '../../server/waitlist/signup-rules.ts'
import { signupBody } from './signup-requests.ts'

const content = loadContent()

/** The shipped content with one more field on the waitlist form, as a maintainer adds it. */
function withCityField(required: boolean) {
  const city = {
    name: 'city',
    kind: 'text' as const,
    label: 'City',
    required,
    messages: { required: 'Please tell us your city.' },
  }
  const waitlist = { ...content.forms.waitlist, fields: [...content.forms.waitlist.fields, city] }
  return signupRules({ ...content, forms: { ...content.forms, waitlist } })
}

describe('the server’s sign-up rules, built from forms.json', () => {
  it('accept a field a maintainer adds, with no code', () => {
    const body = signupBody('ana@example.com', {
      fields: { name: 'Ana', email: 'ana@example.com', userType: '', city: 'Lyon' },
    })
    const checked = withCityField(false).check(body, undefined)
    expect(checked.ok && checked.signup.fields.city).toBe('Lyon')
  })

  it('hold an added required field to its own message', () => {
    const checked = withCityField(true).check(signupBody('ana@example.com'), undefined)
    expect(checked).toEqual({
      ok: false,
      rejection: {
        status: 422,
        error: 'invalid-field',
        field: 'city',
        message: 'Please tell us your city.',
      },
    })
  })

  it('store the email trimmed and lower-cased, and the fields as typed but trimmed', () => {
    const checked = signupRules(content).check(signupBody('  Ana@Example.COM '), undefined)
    expect(checked.ok && checked.signup.email).toBe('ana@example.com')
    expect(checked.ok && checked.signup.fields.email).toBe('Ana@Example.COM')
  })

  it('take a sign-up from the quiz email step with that form’s fields alone', () => {
    const rules = signupRules(content)
    const fromQuiz = signupBody('ana@example.com', {
      form: 'quizEmail',
      fields: { email: 'ana@example.com' },
      match: 'swedish',
    })
    expect(rules.check(fromQuiz, undefined).ok).toBe(true)
    const withName = { ...fromQuiz, fields: { email: 'ana@example.com', name: 'Ana' } }
    expect(rules.check(withName, undefined)).toMatchObject({
      ok: false,
      rejection: { field: 'name' },
    })
  })

  it('refuse a text longer than a typing box takes', () => {
    const body = signupBody('ana@example.com', {
      fields: { name: 'A'.repeat(201), email: 'ana@example.com' },
    })
    expect(signupRules(content).check(body, undefined)).toMatchObject({
      ok: false,
      rejection: { status: 422, field: 'name' },
    })
  })
})
