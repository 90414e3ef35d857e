import { createFileRoute } from '@tanstack/react-router'
import { routePage } from '@/components/layout/route-page'
import { DeferredStoryBody, DeferredStoryHeading } from '@/features/story/deferred-parts'
import { preloadOnNavigation } from '@/lib/deferred'

export const Route = createFileRoute('/our-story')({
  loader: (match) => preloadOnNavigation(match, DeferredStoryHeading, DeferredStoryBody),
  component: routePage(() => import('./-pages/our-story')),
})
