/** The founder's story, in the chunk its route (src/routes/our-story.tsx) loads. */
export { StoryPage as default } from '@/features/story/story-page'
