import quizCta from 'virtual:content/home/quizCta'
import { Link } from '@tanstack/react-router'
import { buttonClasses } from '@/components/ui/button-link'
import { ArrowRightIcon } from '@/components/ui/icons/arrow-right-icon'
import { QuizPathArt } from './quiz-path-art'

/** "Discover Your Path": the invitation to the five-question quiz. */
export function QuizCtaSection() {
  return (
    <section aria-labelledby="quiz-cta-title" className="px-5 sm:px-8">
      <div className="mx-auto grid max-w-6xl items-center overflow-hidden rounded-[2rem] bg-gradient-to-br from-clay-100 via-sand-100 to-sand-50 ring-1 ring-clay-300/40 md:grid-cols-[1.25fr_1fr]">
        <div className="px-7 pt-11 pb-4 sm:px-12 sm:pt-14 md:py-16 lg:px-16 lg:py-20">
          <h2 id="quiz-cta-title" className="text-[2rem] leading-[1.12] text-ink sm:text-[2.5rem]">
            {quizCta.title}
          </h2>
          <p className="mt-5 max-w-lg text-lg leading-relaxed text-ink-soft">{quizCta.body}</p>
          <div className="mt-8 flex flex-col items-start gap-4 lg:flex-row lg:items-center lg:gap-6">
            <Link
              to="/quiz"
              className={buttonClasses('primary', { size: 'wide', className: 'whitespace-nowrap' })}
            >
              {quizCta.action}
              <ArrowRightIcon />
            </Link>
            <p className="text-sm font-medium text-clay-700">{quizCta.note}</p>
          </div>
        </div>
        <QuizPathArt className="mx-auto w-full max-w-[18rem] px-4 pb-6 sm:max-w-sm md:max-w-none md:px-4 md:py-8 lg:pr-12" />
      </div>
    </section>
  )
}
