// A prerendered form typed into before its code arrived keeps what was typed as it hydrates: each
// form its own, though two forms of a page have fields of the same names (as the waitlist's and
// the quiz email step's `email`). Here, two forms of one definition share every name.

import type { FormValues } from '@contract/field-value.ts'
import { act, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, it, vi } from 'vitest'
import { everyKindDefinition } from './definitions'
import { TestForm } from './test-form'

type Sent = (values: FormValues) => void

function TwoForms({ onFirst, onSecond }: { onFirst: Sent; onSecond: Sent }) {
  return (
    <>
      <TestForm definition={everyKindDefinition} onValid={onFirst} />
      <TestForm definition={everyKindDefinition} onValid={onSecond} />
    </>
  )
}

/** Types into, or chooses in, the prerendered form, as a visitor does before the code runs. */
function putIn(form: HTMLFormElement, values: { text: Record<string, string>; chosen: string[] }) {
  for (const [name, value] of Object.entries(values.text)) {
    const control = form.elements.namedItem(name)
    if (!(control instanceof HTMLInputElement)) throw new Error(`no ${name} box in the form`)
    control.value = value
  }
  for (const value of values.chosen) {
    const option = form.querySelector(`input[value="${value}"]`)
    if (!(option instanceof HTMLInputElement)) throw new Error(`no ${value} option in the form`)
    option.checked = true
  }
}

afterEach(() => document.body.replaceChildren())

it('each form of a page starts from what was typed into it, though both have fields of the same names', async () => {
  const onFirst = vi.fn<Sent>()
  const onSecond = vi.fn<Sent>()
  const page = <TwoForms onFirst={onFirst} onSecond={onSecond} />
  // The prerendered page, as the browser parses it from the server's HTML.
  const prerendered = new DOMParser().parseFromString(renderToString(page), 'text/html')
  const container = document.body.appendChild(document.createElement('div'))
  container.append(...prerendered.body.childNodes)
  const [first, second] = container.querySelectorAll('form')
  if (!first || !second) throw new Error('the page has not two forms')
  putIn(first, {
    text: { firstName: 'Ana', email: 'ana@example.com' },
    chosen: ['recover', 'neck'],
  })
  putIn(second, { text: { firstName: 'Bo', email: 'bo@example.com' }, chosen: ['relax', 'back'] })

  await act(async () => {
    hydrateRoot(container, page)
  })
  const user = userEvent.setup()
  for (const form of [first, second])
    await user.click(within(form).getByRole('button', { name: everyKindDefinition.submit }))

  const sent = (onValid: typeof onFirst) => onValid.mock.calls.map(([values]) => values)
  expect(sent(onFirst)).toEqual([
    { firstName: 'Ana', email: 'ana@example.com', role: '', goal: 'recover', areas: ['neck'] },
  ])
  expect(sent(onSecond)).toEqual([
    { firstName: 'Bo', email: 'bo@example.com', role: '', goal: 'relax', areas: ['back'] },
  ])
})
