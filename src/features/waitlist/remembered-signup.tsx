import waitlistMessages from 'virtual:content/messages/waitlist'
import brand from 'virtual:content/site/brand'
import { fillTemplate } from '@contract/fill-template.ts'
import { useId } from 'react'
import { ReferralLink } from './referral-link'
import { WaitlistConfirmation } from './waitlist-confirmation'

const copy = waitlistMessages.remembered
const brandName = { brand: brand.name }

type RememberedSignupProps = {
  /** The personal link, once the endpoint gave one (none from the console build). */
  referralLink?: string
  onNotYou: () => void
}

/**
 * A later visit from a browser that has joined: "You're on the list", the personal link, and a
 * quiet "Not you?" that forgets it on this browser and brings the form back. It appears without
 * the visitor pressing anything, so it leaves their focus where it is.
 */
export function RememberedSignup({ referralLink, onNotYou }: RememberedSignupProps) {
  const hintId = useId()
  return (
    <WaitlistConfirmation
      title={fillTemplate(copy.title, brandName)}
      body={fillTemplate(copy.body, brandName)}
      takesFocus={false}
    >
      {referralLink && <ReferralLink link={referralLink} />}
      <p className="mt-6">
        <button
          type="button"
          onClick={onNotYou}
          aria-describedby={hintId}
          className="inline-flex min-h-11 items-center rounded-sm px-2 text-sm text-ink-soft underline underline-offset-2 hover:text-ink"
        >
          {copy.notYou}
        </button>
        <span id={hintId} className="sr-only">
          {copy.notYouHint}
        </span>
      </p>
    </WaitlistConfirmation>
  )
}
