import waitlistMessages from 'virtual:content/messages/waitlist'
import questions from 'virtual:content/quiz/questions'
import result from 'virtual:content/quiz/result'
import recommendations from 'virtual:content/recommendations/recommendations'
import otherwise from 'virtual:content/rules/otherwise'
import rules from 'virtual:content/rules/rules'
import brand from 'virtual:content/site/brand'
import { fillTemplate } from '@contract/fill-template.ts'
import { matchReasons } from '@schemas/match-reasons.ts'
import type { QuizAnswers } from '@schemas/quiz-answers.ts'
import { recommend, runnerUp } from '@schemas/rule-engine.ts'
import { WaitlistLink } from '@/components/layout/waitlist-link'
import { buttonClasses } from '@/components/ui/button-link'
import { MessageToaster } from '@/components/ui/message-toaster'
import { MatchNote } from '@/features/waitlist/match-note'
import { ReferralLink } from '@/features/waitlist/referral-link'
import { useRememberedSignup } from '@/features/waitlist/signup-memory'
import { handOverToWaitlist } from '@/lib/waitlist-handoff'
import { MassageBenefits } from './massage-benefits'
import { MatchArt } from './match-art'
import { ReasonLine } from './reason-line'
import { RunnerUpLine } from './runner-up-line'
import { SessionFacts } from './session-facts'
import { ShareMatchButton } from './share-match-button'
import { useWelcomeToast } from './use-welcome-toast'

/** Only the site's own server (an endpoint on this origin) emails a sign-up its confirmation. */
const sendsConfirmation = import.meta.env.WAITLIST_ENDPOINT.startsWith('/')

type ResultViewProps = {
  answers: QuizAnswers
  /** The email the visitor gave the quiz, if any: joining the waitlist starts with it filled in. */
  email: string
  /** Where the match was emailed, when the visitor asked for it on the email step. */
  matchEmailedTo?: string
  /** The visitor ticked "Also put me on the waitlist" on the email step. */
  joinedWaitlist: boolean
  shared: boolean
  onRetake: () => void
}

/** The recommended massage, why it was chosen, its benefits, and what to do next. */
export function ResultView(props: ResultViewProps) {
  return (
    <MessageToaster>
      <Result {...props} />
    </MessageToaster>
  )
}

function Result({
  answers,
  email,
  matchEmailedTo,
  joinedWaitlist,
  shared,
  onRetake,
}: ResultViewProps) {
  // Joined here, or from this browser before: never asked to join twice.
  const remembered = useRememberedSignup()
  const onTheList = remembered !== undefined || joinedWaitlist
  // No confirmation card says "welcome" here, as the waitlist form's does: the toast does.
  useWelcomeToast(joinedWaitlist)
  const outcome = recommend({ rules, otherwise }, answers)
  const second = runnerUp({ rules, otherwise }, answers)
  const massage = recommendations.find((entry) => entry.key === outcome.key)
  if (!massage) throw new Error(`No recommendation content for "${outcome.key}"`)

  return (
    <div>
      {shared && (
        <p className="mb-6 rounded-xl bg-clay-100 px-4 py-3 text-sm text-clay-700">
          {result.sharedNotice}
        </p>
      )}
      <MatchArt className="mb-6 w-full rounded-3xl" />
      <p className="text-sm font-semibold tracking-widest text-clay-700 uppercase">
        {result.eyebrow}
      </p>
      <h2
        tabIndex={-1}
        data-step-heading=""
        className="mt-2 text-4xl text-ink outline-none sm:text-5xl"
      >
        {massage.name}
      </h2>
      <p className="mt-4 text-lg leading-relaxed text-ink-soft">{massage.description}</p>
      {matchEmailedTo && (
        <MatchNote
          text={fillTemplate(result.matchEmailed, { email: matchEmailedTo })}
          className="mt-4"
        />
      )}
      {!shared && <ShareMatchButton massage={massage} className="mt-5" />}
      {/* Someone else's answers, on a result they shared, are told in the third person. */}
      <ReasonLine
        heading={result.reasonHeading}
        intro={shared ? result.sharedReasonIntro : result.reasonIntro}
        reasons={matchReasons(outcome, questions, answers)}
      />
      {second && <RunnerUpLine massageKey={second} />}
      <MassageBenefits heading={result.benefitsHeading} level="h3" items={massage.benefits} />
      <SessionFacts session={massage.session} />
      <div className="mt-10 border-t border-sand-200 pt-6">
        {onTheList ? (
          <MatchNote text={result.onTheList} className="text-base" />
        ) : (
          <p className="text-ink-soft">{result.joinNote}</p>
        )}
        {/* Joined from this page's email step: where the confirmation went, and the link to share. */}
        {joinedWaitlist && sendsConfirmation && (
          <p className="mt-3 leading-relaxed text-ink">
            {fillTemplate(waitlistMessages.checkInbox, { brand: brand.name, email })}
          </p>
        )}
        {joinedWaitlist && remembered?.referralLink && (
          <ReferralLink link={remembered.referralLink} />
        )}
        <div className="mt-4 grid gap-3 sm:grid-cols-2">
          {!onTheList && (
            <WaitlistLink
              className={buttonClasses('primary')}
              onClick={() => handOverToWaitlist(email, { key: massage.key, name: massage.name })}
            >
              {result.join}
            </WaitlistLink>
          )}
          <button
            type="button"
            onClick={onRetake}
            className={buttonClasses('secondary', {
              className: onTheList ? 'sm:col-span-2' : undefined,
            })}
          >
            {shared ? result.takeYourself : result.retake}
          </button>
        </div>
        {/* SPEC's "Get Matched" does nothing yet: a line that says so, not a control. */}
        <p className="mt-6 border-t border-dashed border-sand-300 pt-4 text-center">
          <span className="block text-sm font-semibold text-ink">{result.getMatched}</span>
          <span className="mt-1 block text-sm text-ink-soft">{result.getMatchedNote}</span>
        </p>
      </div>
    </div>
  )
}
