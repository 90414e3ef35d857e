// A prerendered form typed into before its code arrived keeps what was typed as it hydrates: each
// form its own, though two forms of a page have fields of the same name (the waitlist's and the
// quiz email step's `email`).
import quizEmail from 'virtual:content/forms/quizEmail'
import waitlist from 'virtual:content/forms/waitlist'
import type { FormValues } from '@contract/field-value.ts'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, expect, it, vi } from 'vitest'
import { TestForm } from './test-form'

type Sent = (values: FormValues) => void

function TwoForms({ onWaitlist, onQuizEmail }: { onWaitlist: Sent; onQuizEmail: Sent }) {
  return (
    <>
      <TestForm definition={waitlist} onValid={onWaitlist} />
      <TestForm definition={quizEmail} onValid={onQuizEmail} />
    </>
  )
}

/** Types into a control of the prerendered page, as a visitor does before the code runs. */
function typeEarly(form: HTMLFormElement | undefined, name: string, value: string) {
  const control = form?.elements.namedItem(name)
  if (!(control instanceof HTMLInputElement)) throw new Error(`no ${name} box in the form`)
  control.value = value
}

afterEach(() => document.body.replaceChildren())

it('each form of a page starts from what was typed into it, though both have an email field', async () => {
  const onWaitlist = vi.fn<Sent>()
  const onQuizEmail = vi.fn<Sent>()
  const page = <TwoForms onWaitlist={onWaitlist} onQuizEmail={onQuizEmail} />
  // The prerendered page, as the browser parses it from the server's HTML.
  const prerendered = new DOMParser().parseFromString(renderToString(page), 'text/html')
  const container = document.body.appendChild(document.createElement('div'))
  container.append(...prerendered.body.childNodes)
  const [waitlistForm, quizEmailForm] = container.querySelectorAll('form')
  typeEarly(waitlistForm, 'name', 'Ana')
  typeEarly(waitlistForm, 'email', 'ana@example.com')
  typeEarly(quizEmailForm, 'email', 'quiz.taker@example.com')

  await act(async () => {
    hydrateRoot(container, page)
  })
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: waitlist.submit }))
  await user.click(screen.getByRole('button', { name: quizEmail.submit }))

  const sent = (onValid: typeof onWaitlist) => onValid.mock.calls.map(([values]) => values)
  expect(sent(onWaitlist)).toEqual([{ name: 'Ana', email: 'ana@example.com', userType: '' }])
  expect(sent(onQuizEmail)).toEqual([expect.objectContaining({ email: 'quiz.taker@example.com' })])
})
