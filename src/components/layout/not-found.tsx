import notFound from 'virtual:content/site/notFound'
import { Link, useLocation } from '@tanstack/react-router'
import { useEffect } from 'react'
import { buttonClasses } from '@/components/ui/button-link'
import { NotFoundArt } from './not-found-art'
import { PageMeta } from './page-meta'
import { StatusPage } from './status-page'

export function NotFound() {
  const pathname = useLocation({ select: (location) => location.pathname })
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname)
  }, [pathname])
  return (
    <>
      <PageMeta page={notFound.meta} />
      <StatusPage
        code="404"
        title={notFound.title}
        body={notFound.body}
        art={<NotFoundArt className="mb-8 w-full max-w-md rounded-3xl" />}
      >
        <Link to="/" className={buttonClasses('primary')}>
          {notFound.homeLink}
        </Link>
      </StatusPage>
    </>
  )
}
