import waitlistMessages from 'virtual:content/messages/waitlist'
import brand from 'virtual:content/site/brand'
import { fillTemplate } from '@contract/fill-template.ts'
import { useId, useRef, useState, useSyncExternalStore } from 'react'
import { buttonClasses } from '@/components/ui/button-link'
import { ShareIcon } from '@/components/ui/icons/share-icon'
import { KEEP_CLEAR } from '@/components/ui/toast-placement'
import { controlClasses } from '@/forms/widgets/control-classes'

const copy = waitlistMessages.referral
const brandName = { brand: brand.name }

type Copying = 'not-yet' | 'copied' | 'refused'

const noChange = () => () => {}

/** Whether this device has a share sheet (Web Share); never while prerendering. */
function useCanShare(): boolean {
  return useSyncExternalStore(
    noChange,
    () => 'share' in navigator,
    () => false,
  )
}

function isCancelled(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError'
}

/**
 * The visitor's personal link (issue 34), to copy, or to share where the device has a share sheet
 * (as "Share my match" does). It names no one: a friend who opens it sees the normal home page.
 * Where the browser will not let the site copy, the link is selected and a line says to copy it.
 */
export function ReferralLink({ link }: { link: string }) {
  const boxId = useId()
  const statusId = useId()
  const boxRef = useRef<HTMLInputElement>(null)
  const [copying, setCopying] = useState<Copying>('not-yet')
  const canShare = useCanShare()

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(link)
      setCopying('copied')
    } catch {
      setCopying('refused')
      boxRef.current?.select()
    }
  }

  async function shareLink() {
    try {
      await navigator.share({
        url: link,
        title: fillTemplate(copy.shareTitle, brandName),
        text: fillTemplate(copy.shareText, brandName),
      })
    } catch (error) {
      // Closing the share sheet is a choice, not a failure; a refused one falls back to copying.
      if (!isCancelled(error)) await copyLink()
    }
  }

  return (
    <div className="mx-auto mt-6 max-w-md border-t border-sand-200 pt-6 text-left">
      <p className="leading-relaxed text-ink-soft">{copy.intro}</p>
      <label htmlFor={boxId} className="mt-4 block text-sm font-semibold text-ink">
        {copy.linkLabel}
      </label>
      <input
        ref={boxRef}
        id={boxId}
        type="text"
        readOnly
        value={link}
        aria-describedby={statusId}
        onFocus={(event) => event.currentTarget.select()}
        className={`${controlClasses} mt-2 font-mono text-sm`}
      />
      <div className="mt-3 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={() => void copyLink()}
          {...KEEP_CLEAR}
          className={buttonClasses('primary', { size: 'snug', className: 'flex-1' })}
        >
          {copying === 'copied' ? copy.copied : copy.copy}
        </button>
        {canShare && (
          <button
            type="button"
            onClick={() => void shareLink()}
            className={buttonClasses('secondary', { size: 'snug', className: 'flex-1' })}
          >
            <ShareIcon className="size-5" />
            {copy.share}
          </button>
        )}
      </div>
      <p id={statusId} role="status" className="mt-2 text-sm leading-relaxed text-ink-soft">
        {copying === 'refused' && copy.notCopied}
        {copying === 'copied' && <span className="sr-only">{copy.copied}</span>}
      </p>
    </div>
  )
}
