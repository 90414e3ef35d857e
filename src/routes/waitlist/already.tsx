import { createFileRoute } from '@tanstack/react-router'
import { routePage } from '@/components/layout/route-page'

export const Route = createFileRoute('/waitlist/already')({
  component: routePage(() => import('../-pages/waitlist/already')),
})
