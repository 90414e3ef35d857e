import { createFileRoute } from '@tanstack/react-router'
import { routePage } from '@/components/layout/route-page'

export const Route = createFileRoute('/match/$key')({
  component: routePage(() => import('../-pages/match/$key')),
})
