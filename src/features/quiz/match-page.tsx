import matchPage from 'virtual:content/quiz/matchPage'
import result from 'virtual:content/quiz/result'
import recommendations from 'virtual:content/recommendations/recommendations'
import { fillTemplate } from '@contract/fill-template.ts'
import { matchPagePath, shareCardPath } from '@contract/site-paths.ts'
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { NotFoundPage } from '@/components/layout/not-found-page'
import { PageMeta } from '@/components/layout/page-meta'
import { WaitlistLink } from '@/components/layout/waitlist-link'
import { buttonClasses } from '@/components/ui/button-link'
import { ArrowRightIcon } from '@/components/ui/icons/arrow-right-icon'
import { MassageBenefits } from './massage-benefits'
import { MatchArt } from './match-art'

/**
 * A massage's own page (/match/<key>), where a shared quiz match leads: the massage as the quiz
 * result shows it, and an invitation to take the quiz. It holds no one's answers. A key with no
 * massage is the 404 page.
 */
export function MatchPage({ massageKey }: { massageKey: string }) {
  const titleId = useId()
  const massage = recommendations.find((entry) => entry.key === massageKey)
  if (!massage) return <NotFoundPage />
  const withName = { match: massage.name }
  return (
    <article aria-labelledby={titleId} className="px-5 pt-12 pb-20 sm:px-8 sm:pt-16">
      <PageMeta
        page={{
          title: fillTemplate(matchPage.metaTitle, withName),
          description: massage.description,
        }}
        path={matchPagePath(massage.key)}
        image={{ src: shareCardPath(massage.key), alt: fillTemplate(matchPage.cardAlt, withName) }}
      />
      <div className="mx-auto max-w-2xl rounded-card bg-card px-6 py-10 shadow-soft sm:px-12 sm:py-14">
        <MatchArt className="mb-8 w-full rounded-3xl" />
        <p className="text-sm font-semibold tracking-widest text-clay-700 uppercase">
          {matchPage.eyebrow}
        </p>
        <h1 id={titleId} className="mt-3 text-4xl text-ink sm:text-5xl">
          {massage.name}
        </h1>
        <p className="mt-5 text-lg leading-relaxed text-ink-soft">{massage.description}</p>
        <MassageBenefits heading={result.benefitsHeading} level="h2" items={massage.benefits} />
        <div className="mt-10 border-t border-sand-200 pt-6">
          <p className="text-ink-soft">{matchPage.intro}</p>
          <div className="mt-5 grid gap-3 sm:grid-cols-2">
            <Link to="/quiz" className={buttonClasses('primary')}>
              {matchPage.takeQuiz}
              <ArrowRightIcon className="size-5" />
            </Link>
            <WaitlistLink className={buttonClasses('secondary')}>{matchPage.join}</WaitlistLink>
          </div>
        </div>
      </div>
    </article>
  )
}
