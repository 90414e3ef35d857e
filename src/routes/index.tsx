import { createFileRoute } from '@tanstack/react-router'
import { routePage } from '@/components/layout/route-page'
import {
  DeferredBanner,
  DeferredHero,
  DeferredHeroArtwork,
  DeferredLowerSections,
  DeferredWaitlistForm,
} from '@/features/home/deferred-parts'
import { preloadOnNavigation } from '@/lib/deferred'

export const Route = createFileRoute('/')({
  loader: (match) =>
    preloadOnNavigation(
      match,
      DeferredBanner,
      DeferredHero,
      DeferredHeroArtwork,
      DeferredLowerSections,
      DeferredWaitlistForm,
    ),
  component: routePage(() => import('./-pages/home')),
})
