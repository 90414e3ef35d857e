import navigation from 'virtual:content/quiz/navigation'
import questions from 'virtual:content/quiz/questions'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { QuizPage } from '@/features/quiz/quiz-page'
import { quizSearch } from '@/features/quiz/quiz-search'

// The product's quiz as frozen for tests (tests/content/frozen-content): option values are
// structure, and a deliberate change of the shipped quiz fails only the conformance test.
vi.mock('virtual:content/quiz/questions', async () => {
  const { quizSchema } = await import('@schemas/quiz.schema.ts')
  const frozen = await import('../content/frozen-content/schemas/content/quiz.json')
  return { default: quizSchema.parse(frozen.default).questions }
})

/** The quiz page on its own route, at `url`, as the app mounts it. */
function renderQuizAt(url: string) {
  const rootRoute = createRootRoute({ component: Outlet })
  const quizRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/quiz',
    validateSearch: quizSearch,
    component: QuizPage,
  })
  const history = createMemoryHistory({ initialEntries: [url] })
  const router = createRouter({ routeTree: rootRoute.addChildren([quizRoute]), history })
  render(<RouterProvider router={router} />)
  return { router, history, user: userEvent.setup() }
}

/** The question with this id, as content words it, and its option labels by value. */
function question(id: number) {
  const found = questions.find((candidate) => candidate.id === id)
  if (!found) throw new Error(`content has no question ${id}`)
  const label = (value: string) => {
    const option = found.options.find((candidate) => candidate.value === value)
    if (!option) throw new Error(`question ${id} has no option ${value}`)
    return option.label
  }
  return { text: found.question, label }
}

const radio = (id: number, value: string) =>
  screen.getByRole('radio', { name: question(id).label(value) })

async function expectQuestion(id: number) {
  // A step's code is imported when first shown: on a busy machine that takes more than the 1 s
  // findBy waits by default.
  const heading = await screen.findByRole('heading', { name: question(id).text }, { timeout: 5000 })
  expect(heading).toBeInTheDocument()
}

const searchOf = (router: ReturnType<typeof renderQuizAt>['router']) =>
  new URLSearchParams(router.state.location.searchStr)

describe('the quiz page reads its state from the URL', () => {
  it('opens the step and answers a link gives, and Previous shows the earlier answer', async () => {
    const { user } = renderQuizAt('/quiz?step=3&a=1-relaxation_2-mild')
    await expectQuestion(3)
    await user.click(screen.getByRole('button', { name: navigation.previous }))
    await expectQuestion(2)
    expect(radio(2, 'mild')).toBeChecked()
  })

  it('a choice is written to the address at once, without a new history entry', async () => {
    const { user, router, history } = renderQuizAt('/quiz?step=2&a=1-relaxation')
    await expectQuestion(2)
    const entries = history.length
    await user.click(radio(2, 'severe'))
    expect(searchOf(router).get('a')).toBe('1-relaxation_2-severe')
    expect(history.length).toBe(entries)
  })

  it('browser Back keeps a later answer: moving on shows it again', async () => {
    const { user, history } = renderQuizAt('/quiz?step=2&a=1-relaxation')
    await expectQuestion(2)
    await user.click(radio(2, 'mild'))
    await user.click(screen.getByRole('button', { name: new RegExp(navigation.next) }))
    await expectQuestion(3)
    await user.click(radio(3, 'firm'))
    act(() => history.back())
    await expectQuestion(2)
    await user.click(screen.getByRole('button', { name: new RegExp(navigation.next) }))
    await expectQuestion(3)
    expect(radio(3, 'firm')).toBeChecked()
  })

  it('a quiz link opened from the quiz itself starts afresh: earlier answers stay behind', async () => {
    const { user, router } = renderQuizAt('/quiz?step=2&a=1-relaxation')
    await expectQuestion(2)
    await user.click(radio(2, 'mild'))
    await act(() => router.navigate({ to: '/quiz' }))
    await expectQuestion(1)
    await user.click(radio(1, 'wellness'))
    await user.click(screen.getByRole('button', { name: new RegExp(navigation.next) }))
    await expectQuestion(2)
    expect(radio(2, 'mild')).not.toBeChecked()
  })

  it('a tampered address shows the first question still to answer', async () => {
    renderQuizAt('/quiz?step=5&a=1-relaxation_2-nonsense')
    await expectQuestion(2)
  })
})

describe('the quiz page from the keyboard', () => {
  it('a number key chooses that option, and Enter moves on', async () => {
    const { user } = renderQuizAt('/quiz')
    await expectQuestion(1)
    await user.keyboard('2')
    expect(radio(1, 'relaxation')).toBeChecked()
    await user.keyboard('{Enter}')
    await expectQuestion(2)
  })

  it('leaving a question unanswered shows the content’s message, never zod’s default', async () => {
    const { user } = renderQuizAt('/quiz')
    await expectQuestion(1)
    radio(1, 'pain-relief').focus()
    await user.tab()
    await user.tab()
    expect(await screen.findByText(navigation.chooseAnswer)).toBeInTheDocument()
    expect(screen.queryByText('Invalid input')).toBeNull()
  })
})
