import navigation from 'virtual:content/site/navigation'
import { Link } from '@tanstack/react-router'
import { cn } from '@/lib/cn'
import { WaitlistLink } from './waitlist-link'

type NavLinksProps = { className?: string; linkClassName?: string; ctaClassName?: string }

/** The header's destinations, shared by the desktop bar and the mobile menu. */
export function NavLinks({ className, linkClassName, ctaClassName }: NavLinksProps) {
  const link = cn(
    'flex min-h-11 items-center rounded-full px-3 py-2 font-medium text-ink-soft transition-colors hover:text-ink',
    linkClassName,
  )
  return (
    <ul className={className}>
      <li>
        <Link to="/quiz" className={link} activeProps={{ className: 'text-sage-800' }}>
          {navigation.takeQuiz}
        </Link>
      </li>
      <li>
        <Link to="/our-story" className={link} activeProps={{ className: 'text-sage-800' }}>
          {navigation.ourStory}
        </Link>
      </li>
      <li>
        <WaitlistLink
          className={cn(
            'inline-flex items-center justify-center rounded-full bg-sage-700 px-5 py-2.5 font-semibold text-white shadow-soft transition-colors hover:bg-sage-800',
            ctaClassName,
          )}
        >
          {navigation.joinWaitlist}
        </WaitlistLink>
      </li>
    </ul>
  )
}
