// The two steps drawn by the form renderer, in one chunk with the form library.
export { EmailStep } from './email-step'
export { QuestionStep } from './question-step'
