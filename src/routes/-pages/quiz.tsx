/** The quiz, in the chunk its route (src/routes/quiz.tsx) loads. */
export { QuizPage as default } from '@/features/quiz/quiz-page'
