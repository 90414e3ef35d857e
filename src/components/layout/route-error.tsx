import routeError from 'virtual:content/site/routeError'
import { type ErrorComponentProps, Link, useRouter } from '@tanstack/react-router'
import { buttonClasses } from '@/components/ui/button-link'
import { StatusPage } from './status-page'

function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

export function RouteError({ error }: ErrorComponentProps) {
  const router = useRouter()
  return (
    <>
      <title>{routeError.title}</title>
      <StatusPage title={routeError.title} body={routeError.hint} detail={describeError(error)}>
        <button
          type="button"
          className={buttonClasses('secondary')}
          onClick={() => router.invalidate()}
        >
          {routeError.retry}
        </button>
        <Link to="/" className={buttonClasses('primary')}>
          {routeError.homeLink}
        </Link>
      </StatusPage>
    </>
  )
}
