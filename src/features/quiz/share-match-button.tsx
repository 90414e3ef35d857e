import share from 'virtual:content/quiz/share'
import { fillTemplate } from '@contract/fill-template.ts'
import { matchPagePath } from '@contract/site-paths.ts'
import { buttonClasses } from '@/components/ui/button-link'
import { ShareIcon } from '@/components/ui/icons/share-icon'
import { useToast } from '@/components/ui/toaster'

type ShareMatchProps = {
  massage: { key: string; name: string }
  className?: string
}

function isCancelled(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError'
}

/**
 * "Share my match": the massage's own page (/match/<key>), never the visitor's answers. A phone's
 * share sheet where the browser has one; elsewhere the link is copied, and a toast says so (the
 * result's toaster shows it).
 */
export function ShareMatchButton({ massage, className }: ShareMatchProps) {
  const showToast = useToast()
  const withName = { match: massage.name }

  async function copyLink(url: string) {
    try {
      await navigator.clipboard.writeText(url)
      showToast({
        title: share.copied.title,
        description: fillTemplate(share.copied.description, withName),
      })
    } catch {
      showToast({
        title: share.notCopied.title,
        description: fillTemplate(share.notCopied.description, { link: url }),
      })
    }
  }

  async function shareMatch() {
    const url = new URL(matchPagePath(massage.key), window.location.origin).href
    if (!('share' in navigator)) return copyLink(url)
    try {
      await navigator.share({
        url,
        title: fillTemplate(share.title, withName),
        text: fillTemplate(share.text, withName),
      })
    } catch (error) {
      // Closing the share sheet is a choice, not a failure; a refused one falls back to copying.
      if (!isCancelled(error)) await copyLink(url)
    }
  }

  return (
    <button
      type="button"
      onClick={() => void shareMatch()}
      className={buttonClasses('secondary', { size: 'snug', className })}
    >
      <ShareIcon className="size-5" />
      {share.button}
    </button>
  )
}
