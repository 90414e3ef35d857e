import navigation from 'virtual:content/quiz/navigation'
import progress from 'virtual:content/quiz/progress'
import { fillTemplate } from '@contract/fill-template.ts'
import type { QuizQuestion } from '@schemas/quiz.schema.ts'
import { buttonClasses } from '@/components/ui/button-link'
import {
  CHECK_MARK,
  CHOICE_CARD,
  CHOICE_GRID,
  ERROR_LINE,
  OPTION_DESCRIPTION,
  OPTION_LABEL,
  OPTION_TILE,
  OPTION_WORDS,
  PROMINENT_HELP,
  PROMINENT_LABEL,
  PROMINENT_OPTIONS,
} from '@/forms/question-look'
import { cn } from '@/lib/cn'
import { KEYED_OPTION_COUNT } from './use-option-shortcuts'

/** The room above the questions, under the progress bar: less on a phone (question-look.ts). */
export const QUESTIONS_ROOM = 'mt-6 grid sm:mt-8'

/** The bar of Previous and Next under a question: on a phone it sticks to the screen's bottom. */
export const STEP_BAR =
  'sticky bottom-0 z-10 -mx-5 mt-6 flex items-center justify-between gap-3 border-t border-sand-200 bg-card px-5 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))] shadow-[0_-10px_18px_-14px_rgb(31_43_38/0.3)] sm:static sm:mx-0 sm:px-0 sm:pt-6 sm:pb-0 sm:shadow-none'

/** The hint under the options that number keys choose them, where there is a keyboard. */
export const SHORTCUT_HINT = 'mt-1 hidden text-sm text-ink-soft sm:block needs-scripting'

/** The number key shown at an option's end. */
export const KEY_BADGE =
  'hidden rounded-md border border-sand-300 bg-cream px-1.5 py-0.5 font-sans text-xs text-ink-soft sm:inline-block needs-scripting'

/**
 * Words laid out as the real ones but drawn by CSS, so the stand-in takes their room while the
 * page's text (what a visitor, a screen reader or a test finds) holds each of them once.
 */
function Room({ words, className }: { words: string; className?: string }) {
  return <span data-words={words} className={cn('before:content-[attr(data-words)]', className)} />
}

/**
 * An unseen stand-in for a question step, laid out as the renderer lays out the real one
 * (src/forms/question-look.ts): stacked in one grid cell with the step on screen, it makes the
 * card as tall as its tallest question, so from question to question Next and the footer hold still.
 */
export function QuestionSizer({ question }: { question: QuizQuestion }) {
  return (
    <div aria-hidden="true" inert className="invisible [grid-area:1/1]">
      <div className={PROMINENT_LABEL}>
        <h2>
          <Room words={question.question} />
        </h2>
      </div>
      {question.help && (
        <p className={PROMINENT_HELP}>
          <Room words={question.help} />
        </p>
      )}
      <div className={cn(PROMINENT_OPTIONS, CHOICE_GRID)}>
        {question.options.map((option, index) => (
          <div key={option.value} className={CHOICE_CARD}>
            {(option.icon || option.emoji) && <span className={OPTION_TILE} />}
            <span className={OPTION_WORDS}>
              <Room words={option.label} className={OPTION_LABEL} />
              {option.description && (
                <Room words={option.description} className={OPTION_DESCRIPTION} />
              )}
            </span>
            {index < KEYED_OPTION_COUNT && <Room words={String(index + 1)} className={KEY_BADGE} />}
            <span className={CHECK_MARK} />
          </div>
        ))}
      </div>
      <p className={ERROR_LINE} />
      <p className={SHORTCUT_HINT}>
        <Room words={navigation.shortcutHint} />
      </p>
      <div className={STEP_BAR}>
        <span className={buttonClasses('primary', { className: 'min-w-36' })}>
          <Room words={navigation.next} />
          <span className="size-4" />
        </span>
      </div>
    </div>
  )
}

/**
 * An unseen stand-in for the question card's whole room, its progress and every question: the
 * email step stacks on it in one grid cell, so the card and the footer stay where the questions
 * left them until the result.
 */
export function QuestionCardRoom({ questions }: { questions: readonly QuizQuestion[] }) {
  const total = questions.length
  return (
    <div aria-hidden="true" inert className="invisible [grid-area:1/1]">
      <div className="flex text-sm font-medium">
        <Room words={fillTemplate(progress.questionOf, { current: total, total })} />
      </div>
      <div className="mt-2.5 h-2" />
      <div className={QUESTIONS_ROOM}>
        {questions.map((question) => (
          <QuestionSizer key={question.id} question={question} />
        ))}
      </div>
    </div>
  )
}
