import intro from 'virtual:content/quiz/intro'
import meta from 'virtual:content/quiz/meta'
import questions from 'virtual:content/quiz/questions'
import title from 'virtual:content/quiz/title'
import { answerFor, type QuizAnswers } from '@schemas/quiz-answers.ts'
import { Suspense, useEffect, useRef, useState } from 'react'
import { PageMeta } from '@/components/layout/page-meta'
import { WaitingPart } from '@/components/ui/waiting-part'
import { countStep } from '@/features/funnel/funnel-beacon'
import { cn } from '@/lib/cn'
import { isRenderingPrerendered } from '@/lib/prerendered-page'
import { DeferredEmailStep, DeferredQuestionStep, DeferredResultView } from './deferred-steps'
import { QUESTIONS_ROOM, QuestionCardRoom, QuestionSizer } from './question-sizer'
import type { QuizView } from './quiz-flow'
import { funnelStepsOfView } from './quiz-funnel'
import { QuizProgress } from './quiz-progress'
import { stopRestoring } from './restoring-script'
import { completedInThisTab } from './session-completion'
import { useQuiz } from './use-quiz'
import { useSharedResult } from './use-shared-result'
import { useStepFocus } from './use-step-focus'

/** What the prerendered page shows, whatever the URL asks for: the first question, unanswered. */
const PRERENDERED: { view: QuizView; answers: QuizAnswers } = {
  view: { kind: 'question', index: 0 },
  answers: {},
}

function viewKeyOf(view: QuizView): string {
  return view.kind === 'question' ? `q${view.index}` : view.kind
}

function looksPrerendered({ view, answers }: typeof PRERENDERED): boolean {
  return viewKeyOf(view) === viewKeyOf(PRERENDERED.view) && Object.keys(answers).length === 0
}

export function QuizPage() {
  const live = useQuiz()
  // A link with answers (/quiz?step=3&a=…) hydrates the prerendered first question, then shows
  // its own step. Without answers there is nothing to switch, and nothing re-renders.
  const [showPrerendered, setShowPrerendered] = useState(
    () => isRenderingPrerendered() && !looksPrerendered(live),
  )
  useEffect(() => {
    if (showPrerendered) setShowPrerendered(false)
  }, [showPrerendered])
  const { view, answers } = showPrerendered ? PRERENDERED : live
  const { email, matchEmailedTo, joinedWaitlist, encoded, actions } = live

  const containerRef = useRef<HTMLDivElement>(null)
  const viewKey = viewKeyOf(view)
  const announcement = useStepFocus(containerRef, showPrerendered ? undefined : viewKey)
  const shared = useSharedResult(view.kind === 'result', encoded)
  const question = view.kind === 'question' ? questions[view.index] : undefined
  // The questions and the email step: the page holds still until the result.
  const underWay = view.kind !== 'result'
  const onLastQuestion = view.kind === 'question' && view.index === questions.length - 1

  // The funnel counts each step the visitor is shown (the prerendered stand-in is not one).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per view shown, keyed by viewKey.
  useEffect(() => {
    if (showPrerendered) return
    for (const step of funnelStepsOfView(view, completedInThisTab(encoded))) countStep(step)
  }, [viewKey, showPrerendered])

  useEffect(() => {
    if (onLastQuestion && !showPrerendered) void DeferredEmailStep.preload()
    if (view.kind === 'email') void DeferredResultView.preload()
  }, [onLastQuestion, showPrerendered, view.kind])

  return (
    <section
      aria-labelledby="quiz-title"
      className={cn(
        'mx-auto max-w-2xl px-5 pb-20 sm:pt-16',
        // On a laptop the title stands beside the card, so the card starts high, keeps its
        // place from step to step, and a question with its buttons fits an 800 px window. From
        // 1280 px its edges line up with the header's.
        'lg:grid lg:max-w-6xl lg:grid-cols-[minmax(0,1fr)_46rem] lg:items-start lg:gap-14 lg:pt-12 xl:px-8',
        underWay ? 'pt-6' : 'pt-5',
      )}
    >
      <PageMeta page={meta} path="/quiz" />
      {/* The title and intro stay above every question and the email step, so the card holds
          still from one to the next; on a phone or tablet the result keeps the page's heading for
          screen readers and gives the height to the step. Beside the card on a laptop, they stay. */}
      <header
        className={cn('text-center lg:pt-4 lg:text-left', !underWay && 'sr-only lg:not-sr-only')}
      >
        <h1 id="quiz-title" className="text-4xl text-ink sm:text-5xl">
          {title}
        </h1>
        <p
          className={cn(
            'mx-auto mt-2 max-w-lg text-[0.9375rem] text-ink-soft sm:mt-3 sm:text-base lg:mx-0',
            !underWay && 'hidden lg:block',
          )}
        >
          {intro}
        </p>
      </header>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <div
        ref={containerRef}
        // The prerendered step gives way to a fresh one: a hydrated form keeps the answers it
        // started with, and a link's own answers are not the prerendered page's.
        key={showPrerendered ? 'prerendered' : viewKey}
        data-quiz-card=""
        className={cn(
          'quiz-step rounded-[1.75rem] border border-sand-200 bg-card p-5 shadow-soft sm:p-9',
          underWay && 'mt-6 sm:mt-10 lg:mt-0',
        )}
      >
        <Suspense fallback={<WaitingPart className="py-10" />}>
          {question && view.kind === 'question' && (
            <>
              <QuizProgress index={view.index} total={questions.length} />
              {/* The step on screen and an unseen stand-in for every other question share one
                  grid cell: the card is as tall as the tallest, and holds still between them. */}
              <div className={QUESTIONS_ROOM}>
                <DeferredQuestionStep
                  question={question}
                  index={view.index}
                  total={questions.length}
                  answer={answerFor(answers, question.id)}
                  onAnswer={actions.answer}
                  onNext={() => actions.next(view.index)}
                  onPrevious={() => actions.previous(view.index)}
                />
                {questions.map(
                  (other) =>
                    other !== question && <QuestionSizer key={other.id} question={other} />,
                )}
              </div>
            </>
          )}
          {view.kind === 'email' && (
            // The email step keeps the room of the questions' card, its buttons at the bottom.
            <div className="grid">
              <div className="flex flex-col [grid-area:1/1]">
                <DeferredEmailStep
                  email={email}
                  answers={answers}
                  onBack={actions.backToQuestions}
                  onSubmit={actions.submitEmail}
                  onJoinMissed={actions.joinMissed}
                />
              </div>
              <QuestionCardRoom questions={questions} />
            </div>
          )}
          {view.kind === 'result' && (
            <DeferredResultView
              answers={answers}
              email={email}
              matchEmailedTo={shared ? undefined : matchEmailedTo}
              joinedWaitlist={joinedWaitlist}
              shared={shared}
              onRetake={actions.retake}
            />
          )}
          <StepShown onShown={stopRestoring} />
        </Suspense>
      </div>
    </section>
  )
}

/** Renders nothing; its effect runs once the step beside it is on screen, not its fallback. */
function StepShown({ onShown }: { onShown: () => void }) {
  useEffect(() => onShown(), [onShown])
  return null
}
