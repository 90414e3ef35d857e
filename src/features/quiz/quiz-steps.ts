// The question step, drawn by the form renderer: the chunk the quiz page starts with. The email
// step has its own (deferred-steps.ts): it brings what the browser remembers of a sign-up, which
// a first visit does not need.
export { QuestionStep } from './question-step'
