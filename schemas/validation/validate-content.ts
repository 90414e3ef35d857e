import type { z } from 'zod'
import { contentFacts, type FactSources, fillFactsIn } from '../content-facts.ts'
import {
  type Content,
  type ContentName,
  contentFilePath,
  contentNames,
  contentSchemas,
} from '../content-files.ts'
import { actionNameNotes } from './action-name-notes.ts'
import { type CheckInput, crossCheck } from './cross-checks.ts'
import { formatJsonPath } from './describe.ts'
import { missingGlyphNotes } from './font-coverage-checks.ts'
import { formatIssues } from './format-issue.ts'
import { otherHostImageNotes, type PublicFiles } from './image-checks.ts'
import { type JsonDocument, parseJsonDocument } from './json-document.ts'
import { privacyNotes } from './privacy-notes.ts'
import { type ContentProblem, sortProblems, type UnlocatedProblem } from './problem.ts'
import { staleFactNotes } from './stale-fact-checks.ts'
import { straightQuoteWarnings } from './typography-checks.ts'
import { unreadFormKeyNotes } from './unread-key-notes.ts'

export type ReadContentFile = (name: ContentName) => string
/** Each content file as the schemas read it: its JSON with every fact placeholder filled in. */
export type ShownContent = Partial<Record<ContentName, unknown>>
/**
 * `content` is what the site shows: every fact placeholder filled in (content-facts.ts), and
 * `shown` the JSON it was parsed from (what the production server's build keeps).
 * `warnings` never stop a build: copy that works but could read better, or states a fact of the
 * quiz that is no longer true.
 */
export type ContentCheck =
  | { ok: true; content: Content; shown: ShownContent; warnings: ContentProblem[] }
  | { ok: false; problems: ContentProblem[]; warnings: ContentProblem[] }

type Checked = {
  documents: Map<string, JsonDocument>
  problems: ContentProblem[]
  json: CheckInput['json']
  shown: ShownContent
}

/** Reads and parses one file; its syntax and duplicate-key problems are recorded as found. */
function readDocument(name: ContentName, read: ReadContentFile, checked: Checked) {
  const file = contentFilePath(name)
  let text: string
  try {
    text = read(name)
  } catch {
    checked.problems.push({
      file,
      line: 1,
      column: 1,
      path: '',
      message: 'the file is missing or cannot be read',
    })
    return undefined
  }
  const document = parseJsonDocument(text)
  checked.documents.set(file, document)
  for (const { path, key, ...position } of document.duplicateKeys) {
    const message = `the key "${key}" is written twice in this object; only this last one counts`
    checked.problems.push({ file, ...position, path: formatJsonPath(path), message })
  }
  for (const problem of document.syntaxProblems)
    checked.problems.push({ file, path: '', ...problem })
  if (document.syntaxProblems.length > 0) return undefined
  checked.json[name] = document.value
  return document
}

function parseFile<Schema extends z.ZodType>(
  name: ContentName,
  schema: Schema,
  checked: Checked,
  sources: FactSources | undefined,
): z.output<Schema> | undefined {
  const document = checked.documents.get(contentFilePath(name))
  if (!document || !(name in checked.json)) return undefined
  const shown = sources ? fillFactsIn(document.value, contentFacts(sources)) : document.value
  checked.shown[name] = shown
  const result = schema.safeParse(shown)
  if (result.success) return result.data
  const file = contentFilePath(name)
  for (const report of formatIssues(schema, document.value, result.error.issues, file))
    checked.problems.push(locate({ file, ...report }, checked.documents))
  return undefined
}

function locate(problem: UnlocatedProblem, documents: Map<string, JsonDocument>): ContentProblem {
  const document = documents.get(problem.file)
  const key = problem.spot?.key
  const at = key === undefined ? problem.path : problem.path.slice(0, -1)
  const position = document?.positionOf(at, problem.spot) ?? { line: 1, column: 1 }
  return {
    file: problem.file,
    ...position,
    path: formatJsonPath(problem.path),
    message: problem.message,
  }
}

/** The questions of a quiz.json that has problems elsewhere, when they are valid themselves. */
function validQuestions(quiz: unknown) {
  if (typeof quiz !== 'object' || quiz === null) return undefined
  return contentSchemas.quiz.shape.questions.safeParse(Reflect.get(quiz, 'questions')).data
}

/** The massages of a recommendations.json, when they are valid themselves. */
function validRecommendations(file: unknown) {
  if (typeof file !== 'object' || file === null) return undefined
  return contentSchemas.recommendations.shape.recommendations.safeParse(
    Reflect.get(file, 'recommendations'),
  ).data
}

/** What the fact placeholders are filled from, when the files that hold it are valid. */
function factSources(json: Checked['json']): FactSources | undefined {
  const questions = validQuestions(json.quiz)
  const recommendations = validRecommendations(json.recommendations)
  return questions && recommendations ? { questions, recommendations } : undefined
}

function isComplete(content: Partial<Content>): content is Content {
  return contentNames.every((name) => content[name] !== undefined)
}

/**
 * Parses and checks every content file, reporting every problem at once; with the site's
 * `public/` files, also that every picture of its own is one of them.
 */
export function validateContent(read: ReadContentFile, publicFiles?: PublicFiles): ContentCheck {
  const checked: Checked = { documents: new Map(), problems: [], json: {}, shown: {} }
  for (const name of contentNames) readDocument(name, read, checked)
  const sources = factSources(checked.json)
  const parse = <Schema extends z.ZodType>(name: ContentName, schema: Schema) =>
    parseFile(name, schema, checked, sources)
  const content: Partial<Content> = {
    site: parse('site', contentSchemas.site),
    home: parse('home', contentSchemas.home),
    story: parse('story', contentSchemas.story),
    privacy: parse('privacy', contentSchemas.privacy),
    quiz: parse('quiz', contentSchemas.quiz),
    recommendations: parse('recommendations', contentSchemas.recommendations),
    rules: parse('rules', contentSchemas.rules),
    forms: parse('forms', contentSchemas.forms),
    messages: parse('messages', contentSchemas.messages),
    emails: parse('emails', contentSchemas.emails),
  }
  const questions = validQuestions(checked.json.quiz)
  const crossProblems = crossCheck({ content, json: checked.json, questions, publicFiles })
  const problems = [...checked.problems, ...crossProblems.map((p) => locate(p, checked.documents))]
  const files = contentNames.map(contentFilePath)
  const warnings = sortProblems(
    contentNames
      .flatMap((name) => [
        ...straightQuoteWarnings(contentFilePath(name), checked.json[name]),
        ...missingGlyphNotes(contentFilePath(name), checked.json[name]),
        ...otherHostImageNotes(contentFilePath(name), checked.json[name]),
        ...(sources ? staleFactNotes(contentFilePath(name), checked.json[name], sources) : []),
      ])
      .concat(unreadFormKeyNotes(contentFilePath('forms'), checked.json.forms))
      .concat(privacyNotes(contentFilePath('forms'), content.forms, content.privacy))
      .concat(actionNameNotes(checked.json))
      .map((warning) => locate(warning, checked.documents)),
    files,
  )
  if (problems.length === 0 && isComplete(content))
    return { ok: true, content, shown: checked.shown, warnings }
  return { ok: false, problems: sortProblems(problems, files), warnings }
}
