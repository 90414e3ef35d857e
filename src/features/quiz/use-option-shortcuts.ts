import type { QuizQuestion } from '@schemas/quiz.schema.ts'
import type { KeyboardEvent } from 'react'

type Shortcuts = {
  question: QuizQuestion
  onChoose: (value: string) => void
  onAdvance: () => void
}

const LETTERS = 'abcdefghi'

/** Number keys 1–9 (or letters A–I) choose an option; Enter moves on. Active while focus is in the question. */
export function useOptionShortcuts({ question, onChoose, onAdvance }: Shortcuts) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return
    if (event.key === 'Enter' && !(event.target instanceof HTMLButtonElement)) {
      event.preventDefault()
      onAdvance()
      return
    }
    const key = event.key.toLowerCase()
    const index = /^[1-9]$/.test(key) ? Number(key) - 1 : LETTERS.indexOf(key)
    const option = index >= 0 ? question.options[index] : undefined
    if (!option) return
    event.preventDefault()
    onChoose(option.value)
    // Focus follows the choice, as it does with arrow keys in a radio group.
    const input = event.currentTarget.querySelector<HTMLInputElement>(
      `input[value="${CSS.escape(option.value)}"]`,
    )
    input?.focus()
  }
}
