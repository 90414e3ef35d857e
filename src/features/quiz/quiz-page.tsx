import quiz from 'virtual:content/quiz'
import site from 'virtual:content/site'
import { answerFor } from '@schemas/quiz-answers.ts'
import { useRef } from 'react'
import { EmailStep } from './email-step'
import { QuestionStep } from './question-step'
import { QuizProgress } from './quiz-progress'
import { ResultView } from './result-view'
import { useQuiz } from './use-quiz'
import { useSharedResult } from './use-shared-result'
import { useStepFocus } from './use-step-focus'

const { questions } = quiz

export function QuizPage() {
  const { view, answers, email, encoded, actions } = useQuiz()
  const containerRef = useRef<HTMLDivElement>(null)
  const viewKey = view.kind === 'question' ? `q${view.index}` : view.kind
  const announcement = useStepFocus(containerRef, viewKey)
  const shared = useSharedResult(view.kind === 'result', encoded)
  const question = view.kind === 'question' ? questions[view.index] : undefined

  return (
    <section aria-labelledby="quiz-title" className="mx-auto max-w-2xl px-5 pt-10 pb-20 sm:pt-16">
      <title>{site.pageTitles.quiz}</title>
      <header className="text-center">
        <h1 id="quiz-title" className="text-4xl font-semibold text-ink sm:text-5xl">
          {quiz.title}
        </h1>
        <p className="mx-auto mt-3 max-w-lg text-ink-soft">{quiz.intro}</p>
      </header>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <div
        ref={containerRef}
        key={viewKey}
        className="quiz-step mt-10 rounded-[1.75rem] border border-sand-200 bg-white/70 p-5 shadow-soft sm:p-9"
      >
        {question && view.kind === 'question' && (
          <>
            <QuizProgress index={view.index} total={questions.length} />
            <div className="mt-8">
              <QuestionStep
                question={question}
                index={view.index}
                total={questions.length}
                answer={answerFor(answers, question.id)}
                onAnswer={actions.answer}
                onNext={() => actions.next(view.index)}
                onPrevious={() => actions.previous(view.index)}
              />
            </div>
          </>
        )}
        {view.kind === 'email' && (
          <EmailStep
            email={email}
            onBack={actions.backToQuestions}
            onSubmit={actions.submitEmail}
          />
        )}
        {view.kind === 'result' && (
          <ResultView answers={answers} shared={shared} onRetake={actions.retake} />
        )}
      </div>
    </section>
  )
}
