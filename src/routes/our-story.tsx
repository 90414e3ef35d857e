import { createFileRoute } from '@tanstack/react-router'
import { StoryPage } from '@/features/story/story-page'

export const Route = createFileRoute('/our-story')({
  component: StoryPage,
})
