import { createFileRoute } from '@tanstack/react-router'
import { routePage } from '@/components/layout/route-page'

export const Route = createFileRoute('/waitlist/joined')({
  component: routePage(() => import('../-pages/waitlist/joined')),
})
