import { buildValuesSchema } from '@contract/values-schema.ts'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { contactDefinition } from './definitions'
import { TestForm } from './test-form'

const PHONE_MESSAGE = 'Enter a phone number like +44 20 7946 0958.'
const WEB_MESSAGE = 'Enter a web address like example.com.'

/** The messages the values schema gives, by field. */
function messagesFor(values: { phone: string; homePage: string }): string[] {
  const result = buildValuesSchema(contactDefinition).safeParse(values)
  return result.success ? [] : result.error.issues.map((issue) => issue.message)
}

describe('a phone field ("tel")', () => {
  it('asks a phone for its number keypad and the browser for the visitor’s number', () => {
    render(<TestForm definition={contactDefinition} onValid={vi.fn()} />)
    const phone = screen.getByRole('textbox', { name: 'Phone' })
    expect(phone).toHaveAttribute('type', 'tel')
    expect(phone).toHaveAttribute('inputmode', 'tel')
    expect(phone).toHaveAttribute('autocomplete', 'tel')
    expect(phone).toHaveAttribute('maxlength', '32')
  })

  it.each([
    '+44 20 7946 0958',
    '(555) 010-9999',
    '+1-202-555-0143',
    '030/1234567',
    '06.12.34.56.78',
  ])('takes %s as it is written anywhere in the world', (number) => {
    expect(messagesFor({ phone: number, homePage: '' })).toEqual([])
  })

  it.each([
    'call me',
    '12345',
    '+44 20 7946 0958 ext. 2',
    '1234567890123456',
    '44+20 7946',
  ])('refuses %s with its own message', (number) => {
    expect(messagesFor({ phone: number, homePage: '' })).toEqual([PHONE_MESSAGE])
  })

  it('tells the visitor its own message once they leave a mistyped number, tied to the box', async () => {
    const user = userEvent.setup()
    render(<TestForm definition={contactDefinition} onValid={vi.fn()} />)
    const phone = screen.getByRole('textbox', { name: 'Phone' })
    await user.type(phone, 'call me')
    await user.tab()
    expect(await screen.findByText(PHONE_MESSAGE)).toBeVisible()
    expect(phone).toHaveAccessibleDescription(PHONE_MESSAGE)
  })
})

describe('a web address field ("url")', () => {
  it('asks for the web address keyboard and autofill', () => {
    render(<TestForm definition={contactDefinition} onValid={vi.fn()} />)
    const address = screen.getByRole('textbox', { name: 'Your website' })
    expect(address).toHaveAttribute('type', 'url')
    expect(address).toHaveAttribute('inputmode', 'url')
    expect(address).toHaveAttribute('autocomplete', 'url')
  })

  it.each([
    'example.com',
    'https://calm-hands.example.co.uk/about',
    'http://example.com',
  ])('takes %s', (address) => {
    expect(messagesFor({ phone: '', homePage: address })).toEqual([])
  })

  it.each([
    'my site',
    'localhost',
    'ftp://example.com',
    'mailto:ana@example.com',
  ])('refuses %s with its own message', (address) => {
    expect(messagesFor({ phone: '', homePage: address })).toEqual([WEB_MESSAGE])
  })
})
