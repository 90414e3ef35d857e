import otherwise from 'virtual:content/rules/otherwise'
import rules from 'virtual:content/rules/rules'
import type { QuizAnswers } from '@schemas/quiz-answers.ts'
import { recommend } from '@schemas/rule-engine.ts'
import { joinFromQuizEmail } from '@/features/waitlist/quiz-signup'

/**
 * The email step's tick box, ticked: the email joins the waitlist with the quiz's match. Resolves
 * to whether it is on the list or on its way (quiz-signup.ts).
 */
export function joinWaitlistFromQuiz(email: string, answers: QuizAnswers): Promise<boolean> {
  return joinFromQuizEmail(email, recommend({ rules, otherwise }, answers).key)
}
