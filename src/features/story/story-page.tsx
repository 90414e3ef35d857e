import site from 'virtual:content/site'
import story from 'virtual:content/story'

export function StoryPage() {
  return (
    <article className="mx-auto max-w-2xl px-5 py-20">
      <title>{site.pageTitles.ourStory}</title>
      <h1 className="text-5xl">{story.title}</h1>
    </article>
  )
}
