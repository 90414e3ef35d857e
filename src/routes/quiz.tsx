import { createFileRoute } from '@tanstack/react-router'
import { QuizPage } from '@/features/quiz/quiz-page'
import { quizSearch } from '@/features/quiz/quiz-search'

export const Route = createFileRoute('/quiz')({
  validateSearch: quizSearch,
  component: QuizPage,
})
