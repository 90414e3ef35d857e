import { createFileRoute } from '@tanstack/react-router'
import {
  DeferredBanner,
  DeferredHeroArtwork,
  DeferredLowerSections,
  DeferredWaitlistForm,
} from '@/features/home/deferred-parts'
import { HomePage } from '@/features/home/home-page'
import { preloadOnNavigation } from '@/lib/deferred'

export const Route = createFileRoute('/')({
  loader: (match) =>
    preloadOnNavigation(
      match,
      DeferredBanner,
      DeferredHeroArtwork,
      DeferredLowerSections,
      DeferredWaitlistForm,
    ),
  component: HomePage,
})
