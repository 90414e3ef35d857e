import { createFileRoute } from '@tanstack/react-router'
import { routePage } from '@/components/layout/route-page'

export const Route = createFileRoute('/privacy')({
  component: routePage(() => import('./-pages/privacy')),
})
