import { buildValuesSchema, emptyValues } from '@contract/values-schema.ts'
import { describe, expect, it } from 'vitest'
import { everyKindDefinition } from '../forms/definitions'

describe('the values schema derived from a definition', () => {
  const schema = buildValuesSchema(everyKindDefinition)

  it('starts every field empty', () => {
    expect(emptyValues(everyKindDefinition)).toEqual({
      firstName: '',
      email: '',
      role: '',
      goal: '',
      areas: [],
    })
  })

  it('carries the content messages', () => {
    const result = schema.safeParse(emptyValues(everyKindDefinition))
    const messages = result.success ? [] : result.error.issues.map((issue) => issue.message)
    expect(messages).toEqual([
      'Enter your first name.',
      'Enter your email.',
      'Choose a goal.',
      'Choose at least one area.',
    ])
  })

  it('rejects what browsers reject as an email', () => {
    const base = { firstName: 'A', role: '', goal: 'relax', areas: ['back'] }
    expect(schema.safeParse({ ...base, email: 'a@b.co' }).success).toBe(true)
    expect(schema.safeParse({ ...base, email: 'a@b..c' }).success).toBe(false)
    expect(schema.safeParse({ ...base, email: 'no-at-sign' }).success).toBe(false)
  })

  // Issue 33: browsers take `jamie@example`; no inbox on the internet has it.
  it('refuses an email without a dot in its domain, with the field’s own message', () => {
    const base = { firstName: 'A', role: '', goal: 'relax', areas: ['back'] }
    for (const email of ['jamie@example', 'a@b', 'jamie.smith@localhost']) {
      const result = schema.safeParse({ ...base, email })
      const messages = result.success ? [] : result.error.issues.map((issue) => issue.message)
      expect(messages, email).toEqual(['Enter an email like name@example.com.'])
    }
    for (const email of ['jamie@example.com', 'jamie.smith@mail.example.co.uk', 'a@b.co'])
      expect(schema.safeParse({ ...base, email }).success, email).toBe(true)
  })

  it('rejects option values the definition does not offer', () => {
    const valid = {
      firstName: 'A',
      email: 'a@b.co',
      role: 'client',
      goal: 'relax',
      areas: ['back'],
    }
    expect(schema.safeParse(valid).success).toBe(true)
    expect(schema.safeParse({ ...valid, role: 'admin' }).success).toBe(false)
    expect(schema.safeParse({ ...valid, goal: 'sleep' }).success).toBe(false)
    expect(schema.safeParse({ ...valid, areas: ['back', 'tail'] }).success).toBe(false)
  })

  it('refuses text that cannot be stored (a control character, half a character) with the field’s message', () => {
    const [firstName, ...others] = everyKindDefinition.fields
    if (!firstName) throw new Error('the definition has no first field')
    const invalid = 'Type your first name again.'
    const withMessage = buildValuesSchema({
      fields: [{ ...firstName, messages: { ...firstName.messages, invalid } }, ...others],
    })
    const valid = { email: 'a@b.co', role: '', goal: 'relax', areas: ['back'] }
    expect(withMessage.safeParse({ ...valid, firstName: 'Zoë 🧘🏽' }).success).toBe(true)
    for (const name of ['A\u001b[2Jna', 'An\u0000a', 'A\r\nna', 'An\u0085a', 'A\ud800na']) {
      const result = withMessage.safeParse({ ...valid, firstName: name })
      expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([
        invalid,
      ])
    }
  })

  it('gives text longer than the box takes the field’s "too long" message', () => {
    const [firstName, ...others] = everyKindDefinition.fields
    if (!firstName) throw new Error('the definition has no first field')
    const tooLong = 'Keep it under 200 characters.'
    const withMessage = buildValuesSchema({
      fields: [{ ...firstName, messages: { ...firstName.messages, tooLong } }, ...others],
    })
    const valid = { email: 'a@b.co', role: '', goal: 'relax', areas: ['back'] }
    const result = withMessage.safeParse({ ...valid, firstName: 'A'.repeat(201) })
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual([
      tooLong,
    ])
  })
})
