import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { everyKindDefinition } from './definitions'
import { TestForm } from './test-form'

function setup() {
  const onValid = vi.fn()
  const onInvalid = vi.fn()
  render(<TestForm definition={everyKindDefinition} onValid={onValid} onInvalid={onInvalid} />)
  return { user: userEvent.setup(), onValid, onInvalid }
}

describe('the generic form renderer', () => {
  it('renders every field kind from its JSON definition with labels and help', () => {
    setup()
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAttribute('type', 'text')
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription(
      'As you like to be called.',
    )
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email')
    const select = screen.getByRole('combobox', { name: 'I am a…' })
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select an option', 'Client looking for massage', 'Massage therapist'])
    const goal = screen.getByRole('radiogroup', { name: 'Main goal' })
    expect(
      within(goal)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['relax', 'recover', 'ease'])
    const areas = screen.getByRole('group', { name: 'Areas' })
    expect(within(areas).getAllByRole('checkbox')).toHaveLength(2)
  })

  it('keeps option emoji out of accessible names', () => {
    setup()
    expect(screen.getByRole('radio', { name: 'Relax' })).toBeInTheDocument()
  })

  it('shows a choice card’s emoji in its tile, hidden from screen readers', () => {
    setup()
    const card = screen.getByRole('radio', { name: 'Recover' }).closest('label')
    const tile = card?.querySelector('[data-option-icon]')
    expect(tile).toHaveTextContent('🏃')
    expect(tile).toHaveAttribute('aria-hidden', 'true')
    const plain = screen.getByRole('radio', { name: 'Ease pain' }).closest('label')
    expect(plain?.querySelector('[data-option-icon]')).toBeNull()
  })

  it('draws the page’s icon in a choice’s tile, in place of its emoji', () => {
    render(
      <TestForm
        definition={everyKindDefinition}
        onValid={vi.fn()}
        slots={{
          optionIcon: (value) => value === 'relax' && <svg aria-hidden="true" data-drawn={value} />,
        }}
      />,
    )
    const tile = screen
      .getByRole('radio', { name: 'Relax' })
      .closest('label')
      ?.querySelector('[data-option-icon]')
    expect(tile?.querySelector('svg[data-drawn="relax"]')).not.toBeNull()
    expect(tile).not.toHaveTextContent('🌿')
    // A choice the page draws nothing for keeps its emoji.
    const recover = screen.getByRole('radio', { name: 'Recover' }).closest('label')
    expect(recover?.querySelector('[data-option-icon]')).toHaveTextContent('🏃')
  })

  it('draws a page’s legend and card ends into its slots, knowing nothing of the page', () => {
    render(
      <TestForm
        definition={everyKindDefinition}
        onValid={vi.fn()}
        slots={{
          legend: (field) => <span data-legend={field.name}>{field.label}</span>,
          optionEnd: (index) => <kbd>{index + 1}</kbd>,
        }}
      />,
    )
    const goal = screen.getByRole('radiogroup', { name: 'Main goal' })
    expect(goal.querySelector('legend [data-legend="goal"]')).toHaveTextContent('Main goal')
    const firstCard = within(goal).getAllByRole('radio')[0]?.closest('label')
    expect(firstCard?.querySelector('kbd')).toHaveTextContent('1')
  })

  it('draws no heading or key hints of its own', () => {
    setup()
    expect(screen.queryByRole('heading')).toBeNull()
    expect(document.querySelector('kbd, [data-step-heading]')).toBeNull()
  })

  it('sets required only where the definition says so', () => {
    setup()
    expect(screen.getByRole('textbox', { name: 'First name' })).toBeRequired()
    expect(screen.getByRole('combobox', { name: 'I am a…' })).not.toBeRequired()
  })

  it('shows no error before the visitor has touched a field', () => {
    setup()
    expect(screen.queryByText('Enter your first name.')).not.toBeInTheDocument()
  })

  it('shows the content message once a required field is left empty, linked to its control', async () => {
    const { user } = setup()
    const name = screen.getByRole('textbox', { name: 'First name' })
    await user.click(name)
    await user.tab()
    expect(await screen.findByText('Enter your first name.')).toBeVisible()
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(name).toHaveAccessibleDescription('As you like to be called. Enter your first name.')
  })

  it('reports an email of the wrong form with its own message', async () => {
    const { user } = setup()
    const email = screen.getByRole('textbox', { name: 'Email' })
    await user.type(email, 'not-an-email')
    await user.tab()
    expect(await screen.findByText('Enter an email like name@example.com.')).toBeVisible()
    expect(email).toHaveAccessibleDescription('Enter an email like name@example.com.')
  })

  it('links a choice group error to the group', async () => {
    const { user, onInvalid } = setup()
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ana')
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@example.com')
    // Past the browser's own required check, the form's validation speaks.
    const form = screen.getByRole('button', { name: 'Send' }).closest('form')
    if (!form) throw new Error('the renderer draws no <form>')
    fireEvent.submit(form)
    await vi.waitFor(() => expect(onInvalid).toHaveBeenCalledOnce())
    expect(screen.getByRole('radiogroup', { name: 'Main goal' })).toHaveAccessibleDescription(
      'Choose a goal.',
    )
    expect(screen.getByRole('group', { name: 'Areas' })).toHaveAccessibleDescription(
      'Choose all that apply. Choose at least one area.',
    )
  })

  it('submits typed values when everything is valid', async () => {
    const { user, onValid } = setup()
    await user.type(screen.getByRole('textbox', { name: 'First name' }), '  Ana ')
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@example.com')
    await user.selectOptions(screen.getByRole('combobox', { name: 'I am a…' }), 'therapist')
    await user.click(screen.getByRole('radio', { name: 'Recover' }))
    await user.click(screen.getByRole('checkbox', { name: 'Back' }))
    await user.click(screen.getByRole('checkbox', { name: 'Neck' }))
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(onValid).toHaveBeenCalledOnce()
    expect(onValid.mock.calls[0]?.[0]).toEqual({
      firstName: 'Ana',
      email: 'ana@example.com',
      role: 'therapist',
      goal: 'recover',
      areas: ['back', 'neck'],
    })
  })
})
