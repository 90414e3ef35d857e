import { deferred } from '@/lib/deferred'

// The story's words, which nothing on the page acts on: prerendered, and left as they are by a
// first visit, which never downloads their code or their copy (the copy travels once, in the
// HTML: docs/decisions/0023). A client-side render loads them, the route's loader first.

export const DeferredStoryHeading = deferred(() =>
  import('./story-heading').then((module) => module.StoryHeading),
)

export const DeferredStoryBody = deferred(() =>
  import('./story-body').then((module) => module.StoryBody),
)
