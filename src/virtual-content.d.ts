// Content files arrive validated through `virtual:content/<name>` (scripts/vite-content-plugin.ts).
// Their types are the zod schemas' types, so nothing here is written twice.
type ContentOf<Name extends import('@schemas/content-files').ContentName> = Omit<
  import('@schemas/content-files').Content[Name],
  '$schema'
>

declare module 'virtual:content/site' {
  const content: ContentOf<'site'>
  export default content
}
declare module 'virtual:content/home' {
  const content: ContentOf<'home'>
  export default content
}
declare module 'virtual:content/story' {
  const content: ContentOf<'story'>
  export default content
}
declare module 'virtual:content/quiz' {
  const content: ContentOf<'quiz'>
  export default content
}
declare module 'virtual:content/recommendations' {
  const content: ContentOf<'recommendations'>
  export default content
}
declare module 'virtual:content/rules' {
  const content: ContentOf<'rules'>
  export default content
}
declare module 'virtual:content/forms' {
  const content: ContentOf<'forms'>
  export default content
}
declare module 'virtual:content/messages' {
  const content: ContentOf<'messages'>
  export default content
}
