import type { z } from 'zod'
import {
  type Content,
  type ContentName,
  contentFilePath,
  contentSchemas,
} from '../content-files.ts'
import { crossCheck } from './cross-checks.ts'
import { formatIssue } from './format-issue.ts'
import { type JsonDocument, parseJsonDocument } from './json-document.ts'
import { type ContentProblem, pathText, type UnlocatedProblem } from './problem.ts'

export type ReadContentFile = (name: ContentName) => string
export type ContentCheck =
  | { ok: true; content: Content }
  | { ok: false; problems: ContentProblem[] }

type Checked = { documents: Map<string, JsonDocument>; problems: UnlocatedProblem[] }

function parseFile<Schema extends z.ZodType>(
  name: ContentName,
  schema: Schema,
  read: ReadContentFile,
  checked: Checked,
): z.output<Schema> | undefined {
  const file = contentFilePath(name)
  let text: string
  try {
    text = read(name)
  } catch {
    checked.problems.push({ file, path: [], message: 'the file is missing or cannot be read' })
    return undefined
  }
  const document = parseJsonDocument(text)
  checked.documents.set(file, document)
  if (document.syntaxProblems.length > 0) return undefined
  const result = schema.safeParse(document.value)
  if (result.success) return result.data
  for (const issue of result.error.issues) {
    for (const report of formatIssue(schema, document.value, issue))
      checked.problems.push({ file, ...report })
  }
  return undefined
}

function locate(problem: UnlocatedProblem, documents: Map<string, JsonDocument>): ContentProblem {
  const document = documents.get(problem.file)
  const parent = problem.key ? problem.path.slice(0, -1) : problem.path
  const position = document?.positionOf(parent, problem.key) ?? { line: 1, column: 1 }
  return { file: problem.file, ...position, path: pathText(problem.path), message: problem.message }
}

function syntaxProblems(documents: Map<string, JsonDocument>): ContentProblem[] {
  return [...documents].flatMap(([file, document]) =>
    document.syntaxProblems.map((problem) => ({ file, path: '', ...problem })),
  )
}

/** Parses and checks every content file, reporting every problem at once. */
export function validateContent(read: ReadContentFile): ContentCheck {
  const checked: Checked = { documents: new Map(), problems: [] }
  const parse = <Schema extends z.ZodType>(name: ContentName, schema: Schema) =>
    parseFile(name, schema, read, checked)
  const site = parse('site', contentSchemas.site)
  const home = parse('home', contentSchemas.home)
  const story = parse('story', contentSchemas.story)
  const quiz = parse('quiz', contentSchemas.quiz)
  const recommendations = parse('recommendations', contentSchemas.recommendations)
  const rules = parse('rules', contentSchemas.rules)
  const forms = parse('forms', contentSchemas.forms)
  const messages = parse('messages', contentSchemas.messages)

  const fileProblems = [
    ...syntaxProblems(checked.documents),
    ...checked.problems.map((p) => locate(p, checked.documents)),
  ]
  if (!site || !home || !story || !quiz || !recommendations || !rules || !forms || !messages) {
    return { ok: false, problems: fileProblems }
  }
  const content: Content = { site, home, story, quiz, recommendations, rules, forms, messages }
  const crossProblems = crossCheck(content).map((problem) => locate(problem, checked.documents))
  const problems = [...fileProblems, ...crossProblems]
  return problems.length > 0 ? { ok: false, problems } : { ok: true, content }
}
