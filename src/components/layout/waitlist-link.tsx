import { Link, useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'

type WaitlistLinkProps = { className: string; children: ReactNode; onClick?: () => void }

/**
 * A link to the waitlist section of the home page. On the home page it glides there (the page's
 * smooth scrolling, which reduced motion turns off); from another page, the home page opens on
 * the section at once instead of gliding down from its top.
 */
export function WaitlistLink({ className, children, onClick }: WaitlistLinkProps) {
  const onHomePage = useRouterState({ select: (state) => state.location.pathname === '/' })
  return (
    <Link
      to="/"
      hash="waitlist"
      hashScrollIntoView={{ behavior: onHomePage ? 'auto' : 'instant' }}
      activeOptions={{ includeHash: true }}
      className={className}
      onClick={onClick}
    >
      {children}
    </Link>
  )
}
