import { markdownTable } from 'markdown-table'
import { FACT_HELP, FACT_PLACEHOLDERS } from '../schemas/content-facts.ts'
import { FIELD_KIND_HELP, fieldKinds } from '../schemas/forms.schema.ts'
import { PLACEHOLDERS } from '../schemas/validation/placeholder-checks.ts'

/** The maintainers' guide, whose tables of kinds and placeholders `npm run content:schema` writes. */
export const EDITING_GUIDE = 'docs/editing-content.md'

const code = (text: string) => `\`${text}\``
const placeholder = (name: string) => code(`{${name}}`)

/** Every kind a form field may have, from forms.schema.ts. */
function fieldKindTable(): string {
  return markdownTable([
    ['kind', 'what it shows and takes'],
    ...fieldKinds.map((kind) => [code(kind), FIELD_KIND_HELP[kind]]),
  ])
}

/** Every text the site fills placeholders into, from the content check's own list. */
function placeholderTable(): string {
  const rows = Object.entries(PLACEHOLDERS).flatMap(([file, texts]) =>
    Object.entries(texts ?? {}).map(([text, known]) => [
      code(`${file}.json`),
      code(text),
      known.map(placeholder).join(', '),
    ]),
  )
  return markdownTable([['file', 'text', 'placeholders'], ...rows])
}

/** The facts of the quiz, known in every text a visitor reads. */
function factTable(): string {
  return markdownTable([
    ['placeholder', 'becomes'],
    ...FACT_PLACEHOLDERS.map((fact) => [placeholder(fact), FACT_HELP[fact]]),
  ])
}

/** The generated tables, by the name their markers in the guide carry. */
export const GENERATED_TABLES = {
  'field kinds': fieldKindTable,
  placeholders: placeholderTable,
  'quiz facts': factTable,
} as const

const opening = (name: string) =>
  `<!-- ${name}: generated from the schemas by \`npm run content:schema\`, do not edit -->`
const closing = (name: string) => `<!-- end of ${name} -->`

/** `guide` with each generated table, between its markers, as the schemas give it today. */
export function withGeneratedTables(guide: string): string {
  return Object.entries(GENERATED_TABLES).reduce((text, [name, table]) => {
    const start = text.indexOf(opening(name))
    const end = text.indexOf(closing(name))
    if (start < 0 || end < start)
      throw new Error(
        `${EDITING_GUIDE} has lost the place of its ${name} table: put back the lines\n${opening(name)}\n${closing(name)}`,
      )
    return `${text.slice(0, start + opening(name).length)}\n\n${table()}\n\n${text.slice(end)}`
  }, guide)
}
