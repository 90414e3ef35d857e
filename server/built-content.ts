// The content in the production build: what `npm run build` checked, kept inside the bundle as the
// JSON the schemas read (facts filled in), and parsed here with the content's zod schemas alone.
// It stands in for content.ts there (package.json "imports", condition "server-bundle"; decision
// 0051): the maintainers' checker, with its line:column reports, is a build and dev tool.
import builtContent from 'virtual:server/content'
import { z } from 'zod'
import { contentSchemas } from '../schemas/content-files.ts'
import type { loadContent as loadCheckedContent } from './content.ts'

const contentSchema = z.strictObject(contentSchemas)
let content: z.output<typeof contentSchema> | undefined

/** The site's content as the build checked it; parsed once, at the first call. */
export const loadContent: typeof loadCheckedContent = () => {
  content ??= contentSchema.parse(builtContent)
  return content
}
