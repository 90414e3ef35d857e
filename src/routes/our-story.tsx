import { createFileRoute } from '@tanstack/react-router'
import { routePage } from '@/components/layout/route-page'

export const Route = createFileRoute('/our-story')({
  component: routePage(() => import('./-pages/our-story')),
})
