import waitlistMessages from 'virtual:content/messages/waitlist'
import brand from 'virtual:content/site/brand'
import { fillTemplate } from '@contract/fill-template.ts'
import { Link } from '@tanstack/react-router'
import { PageMeta } from '@/components/layout/page-meta'
import { StatusPage } from '@/components/layout/status-page'
import { buttonClasses } from '@/components/ui/button-link'

type JoinedPageProps = {
  /** The page that says "already on the list", kept for the browser's own use (decision 0028). */
  already: boolean
}

/**
 * Where the waitlist form leads when it was sent without JavaScript (the server answers its post
 * with a redirect here, new address or not): the same confirmation the form shows in place, on a
 * page of its own, and that an email is on its way.
 */
export function JoinedPage({ already }: JoinedPageProps) {
  const copy = already ? waitlistMessages.alreadyJoined : waitlistMessages.confirmation
  const withBrand = { brand: brand.name }
  const title = fillTemplate(copy.title, withBrand)
  const body = fillTemplate(copy.body, withBrand)
  return (
    <>
      {/* No path: a confirmation is no page for search engines. */}
      <PageMeta page={{ title, description: body }} />
      <StatusPage
        title={title}
        body={body}
        note={already ? undefined : fillTemplate(waitlistMessages.joinedPage.checkInbox, withBrand)}
      >
        <Link to="/" className={buttonClasses('primary')}>
          {waitlistMessages.joinedPage.homeLink}
        </Link>
        <Link to="/quiz" className={buttonClasses('secondary')}>
          {waitlistMessages.joinedPage.quizLink}
        </Link>
      </StatusPage>
    </>
  )
}
