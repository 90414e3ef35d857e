import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { describe, expect, it, vi } from 'vitest'
import { everyKindDefinition } from './definitions'
import { TestForm } from './test-form'

describe('the renderer with the keyboard alone', () => {
  it('reaches, fills and submits every widget', async () => {
    const onValid = vi.fn()
    render(<TestForm definition={everyKindDefinition} onValid={onValid} />)
    const user = userEvent.setup()

    await user.tab()
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveFocus()
    await user.keyboard('Ana')
    await user.tab()
    await user.keyboard('ana@example.com')
    await user.tab()
    expect(screen.getByRole('combobox', { name: 'I am a…' })).toHaveFocus()
    await user.keyboard('{ArrowDown}')

    await user.tab()
    expect(screen.getByRole('radio', { name: 'Relax' })).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('radio', { name: 'Recover' })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'Recover' })).toHaveFocus()

    await user.tab()
    expect(screen.getByRole('checkbox', { name: 'Back' })).toHaveFocus()
    await user.keyboard(' ')
    expect(screen.getByRole('checkbox', { name: 'Back' })).toBeChecked()
    await user.keyboard(' ')
    expect(screen.getByRole('checkbox', { name: 'Back' })).not.toBeChecked()
    await user.tab()
    await user.keyboard(' ')

    await user.tab()
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus()
    await user.keyboard('{Enter}')
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledOnce())
    expect(onValid.mock.calls[0]?.[0]).toMatchObject({ goal: 'recover', areas: ['neck'] })
  })
})

describe('the renderer under axe', () => {
  async function violations(container: HTMLElement) {
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })
    return result.violations.map((violation) => `${violation.id}: ${violation.help}`)
  }

  it('has no violations when untouched', async () => {
    const { container } = render(<TestForm definition={everyKindDefinition} onValid={vi.fn()} />)
    expect(await violations(container)).toEqual([])
  })

  it('has no violations while showing errors', async () => {
    const { container } = render(<TestForm definition={everyKindDefinition} onValid={vi.fn()} />)
    const user = userEvent.setup()
    await user.click(screen.getByRole('textbox', { name: 'First name' }))
    await user.tab()
    await screen.findByText('Enter your first name.')
    expect(await violations(container)).toEqual([])
  })
})
