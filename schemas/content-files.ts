import type { z } from 'zod'
import { emailsSchema } from './emails.schema.ts'
import { formsSchema } from './forms.schema.ts'
import { homeSchema } from './home.schema.ts'
import { messagesSchema } from './messages.schema.ts'
import { privacySchema } from './privacy.schema.ts'
import { quizSchema } from './quiz.schema.ts'
import { recommendationsSchema } from './recommendations.schema.ts'
import { rulesSchema } from './rules.schema.ts'
import { siteSchema } from './site.schema.ts'
import { storySchema } from './story.schema.ts'

/** Every content file, in the order a maintainer reads problems: `schemas/content/<name>.json`. */
export const contentNames = [
  'site',
  'home',
  'story',
  'privacy',
  'quiz',
  'recommendations',
  'rules',
  'forms',
  'messages',
  'emails',
] as const
export type ContentName = (typeof contentNames)[number]

/** Each content file's schema; the compiler holds it to exactly the names above. */
export const contentSchemas = {
  site: siteSchema,
  home: homeSchema,
  story: storySchema,
  privacy: privacySchema,
  quiz: quizSchema,
  recommendations: recommendationsSchema,
  rules: rulesSchema,
  forms: formsSchema,
  messages: messagesSchema,
  emails: emailsSchema,
} as const satisfies Record<ContentName, z.ZodObject>

export type Content = { [Name in ContentName]: z.infer<(typeof contentSchemas)[Name]> }

/** A file's top-level sections (all but "$schema"): each is its own `virtual:content/<file>/<section>`. */
export function contentSections(name: ContentName): string[] {
  return Object.keys(contentSchemas[name].shape).filter((key) => key !== '$schema')
}

export const CONTENT_DIR = 'schemas/content'
export const JSON_SCHEMA_DIR = 'schemas/json'

export function contentFilePath(name: ContentName): string {
  return `${CONTENT_DIR}/${name}.json`
}

export function jsonSchemaFilePath(name: ContentName): string {
  return `${JSON_SCHEMA_DIR}/${name}.schema.json`
}
