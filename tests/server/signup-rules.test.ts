// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { loadContent } from '../../server/content.ts'
import { signupRules } from '../../server/waitlist/signup-rules.ts'
import { signupBody, withPhoneField } from './signup-requests.ts'

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

  it('hold a phone field to the same loose pattern as the form, with its own message', () => {
    const withPhone = (phone: string) =>
      signupBody('ana@example.com', {
        fields: { name: 'Ana', email: 'ana@example.com', userType: '', phone },
      })
    const rules = signupRules(withPhoneField(content))
    const accepted = rules.check(withPhone(' +44 20 7946 0958 '), undefined)
    expect(accepted.ok && accepted.signup.fields.phone).toBe('+44 20 7946 0958')
    expect(rules.check(withPhone('call me maybe'), undefined)).toEqual({
      ok: false,
      rejection: {
        status: 422,
        error: 'invalid-field',
        field: 'phone',
        message: 'Please enter a phone number like +44 20 7946 0958.',
      },
    })
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

describe('the sign-up rules on text that cannot be stored', () => {
  const rules = signupRules(content)
  const nameField = content.forms.waitlist.fields.find((field) => field.name === 'name')

  it('give a name over the limit the field’s "too long" message, not its "required" one', () => {
    const body = signupBody('ana@example.com', {
      fields: { name: 'A'.repeat(201), email: 'ana@example.com' },
    })
    expect(rules.check(body, undefined)).toMatchObject({
      ok: false,
      rejection: { status: 422, field: 'name', message: nameField?.messages.tooLong },
    })
    expect(nameField?.messages.tooLong).not.toBe(nameField?.messages.required)
  })

  it.each([
    '\ud800',
    'A\u0000na',
    '\u001b[2J',
    'A\r\nna',
    'An\u007fa',
    'An\u0085a',
  ])('refuse the name %j (422) with the field’s "invalid" message', (name) => {
    const body = signupBody('ana@example.com', { fields: { name, email: 'ana@example.com' } })
    expect(rules.check(body, undefined)).toMatchObject({
      ok: false,
      rejection: { status: 422, field: 'name', message: nameField?.messages.invalid },
    })
  })

  it('keep a name with whole characters from any script, emoji included', () => {
    const name = 'Łucja 🧘🏽‍♀️ 山田 Zoë'
    const body = signupBody('ana@example.com', { fields: { name, email: 'ana@example.com' } })
    expect(rules.check(body, undefined)).toMatchObject({ ok: true, signup: { fields: { name } } })
  })

  it.each([
    ['source.utm', { utm: { 'utm_\ud800': 'x' }, referrer: '', landingPath: '/' }],
    ['source.utm', { utm: { utm_source: 'x'.repeat(501) }, referrer: '', landingPath: '/' }],
    [
      'source.utm',
      {
        utm: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`utm_${i}`, 'x'])),
        referrer: '',
        landingPath: '/',
      },
    ],
    [
      'source.referrer',
      { utm: {}, referrer: `https://x.example/${'a'.repeat(2048)}`, landingPath: '/' },
    ],
    ['source.landingPath', { utm: {}, referrer: '', landingPath: `/${'a'.repeat(2048)}` }],
  ])('refuse an envelope over its limits or with unstorable text (400, naming %s)', (field, source) => {
    const body = signupBody('ana@example.com', { source })
    expect(rules.check(body, undefined)).toMatchObject({
      ok: false,
      rejection: { status: 400, field },
    })
  })
})
