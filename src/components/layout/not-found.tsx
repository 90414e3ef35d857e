import site from 'virtual:content/site'
import { Link, useLocation } from '@tanstack/react-router'
import { useEffect } from 'react'
import { buttonClasses } from '@/components/ui/button-link'
import { StatusPage } from './status-page'

export function NotFound() {
  const pathname = useLocation({ select: (location) => location.pathname })
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname)
  }, [pathname])
  const { notFound, pageTitles } = site
  return (
    <StatusPage
      code="404"
      title={notFound.title}
      body={notFound.body}
      documentTitle={pageTitles.notFound}
    >
      <Link to="/" className={buttonClasses('primary')}>
        {notFound.homeLink}
      </Link>
    </StatusPage>
  )
}
