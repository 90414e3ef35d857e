import progress from 'virtual:content/quiz/progress'
import { fillTemplate } from '@contract/fill-template.ts'
import { progressPercent } from './quiz-flow'

/** 'Question N of 5', 'X% Complete' and the bar: (N / 5) × 100. */
export function QuizProgress({ index, total }: { index: number; total: number }) {
  const percent = progressPercent(index, total)
  const questionOf = fillTemplate(progress.questionOf, { current: index + 1, total })
  return (
    <div>
      <div className="flex items-baseline justify-between text-sm font-medium text-ink-soft">
        <span data-step-status="">{questionOf}</span>
        <span>{fillTemplate(progress.complete, { percent })}</span>
      </div>
      <div
        role="progressbar"
        aria-label={progress.label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={questionOf}
        className="mt-2.5 h-2 overflow-hidden rounded-full bg-sand-200"
      >
        <div
          className="h-full rounded-full bg-gradient-to-r from-sage-500 to-sage-700 transition-[width] duration-500 ease-out"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  )
}
