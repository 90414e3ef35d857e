import ts from 'typescript'
import { type ContentWording, LONG_ENOUGH, SUBSTITUTION, type Wording } from './content-wording'

/** Content wording written out in a test: the text, where the test has it, where content has it. */
export type Hit = { file: string; line: number; text: string; places: string[] }

/** Calls whose first argument names a test rather than looks for text: `test('…', …)`. */
const TITLED_CALLS: ReadonlySet<string> = new Set(['test', 'it', 'describe', 'suite', 'bench'])

function calleeRoot(expression: ts.Expression): string | undefined {
  if (ts.isIdentifier(expression)) return expression.text
  if (ts.isPropertyAccessExpression(expression) || ts.isCallExpression(expression))
    return calleeRoot(expression.expression)
  return undefined
}

/** A test's title, or an import's path: text that no page or component is searched for. */
function isNotSearchedFor(node: ts.Node): boolean {
  const { parent } = node
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent)) return true
  if (!ts.isCallExpression(parent) || parent.arguments[0] !== node) return false
  const root = calleeRoot(parent.expression)
  return root !== undefined && TITLED_CALLS.has(root)
}

const propertyName = (property: ts.ObjectLiteralElementLike) =>
  property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))
    ? property.name.text
    : undefined

/**
 * A piece of content the test writes, not text it looks for: a value in an object made only of
 * the content's own keys, one of them structural, e.g. a rule's condition
 * `{ question: 1, in: ['relaxation'], because: '…' }` (a query's `{ name: '…' }` has none).
 */
function isContentTheTestWrites(node: ts.Node, content: ContentWording): boolean {
  let holder = node.parent
  while (ts.isArrayLiteralExpression(holder)) holder = holder.parent
  if (!ts.isPropertyAssignment(holder) || !ts.isObjectLiteralExpression(holder.parent)) return false
  const names = holder.parent.properties.map(propertyName)
  return (
    names.every((name) => name !== undefined && content.keys.has(name)) &&
    names.some((name) => name !== undefined && content.structuralKeys.has(name))
  )
}

/** The text a string, template or JSX text holds, or the pattern a regular expression is. */
type Literal = { value: string } | { regex: RegExp }

function literalOf(node: ts.Node): Literal | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    return node.text.length < 3 ? undefined : { value: node.text }
  if (ts.isTemplateExpression(node)) {
    const spans = node.templateSpans.map((span) => `${SUBSTITUTION}${span.literal.text}`)
    return { value: node.head.text + spans.join('') }
  }
  if (ts.isJsxText(node)) return { value: node.text.trim() }
  if (ts.isRegularExpressionLiteral(node)) {
    const [, source = '', flags = ''] = /^\/(.*)\/([a-z]*)$/s.exec(node.text) ?? []
    return { regex: new RegExp(source, flags.replace(/[gy]/g, '')) }
  }
  return undefined
}

/**
 * A pattern looks for a text when it matches all of it, or a long enough part of it that is more
 * than one `{placeholder}` (a pattern for placeholders looks for no wording).
 */
function regexFinds(regex: RegExp, text: string): boolean {
  const match = regex.exec(text)
  if (match === null) return false
  return match[0] === text || (match[0].length >= LONG_ENOUGH && !/^\{\w+\}$/.test(match[0]))
}

function regexFindsWording(regex: RegExp, { text, example }: Wording): boolean {
  return regexFinds(regex, text) || (example !== text && regexFinds(regex, example))
}

/** A test file, parsed once for every question asked of it. */
export type ParsedTest = ts.SourceFile

export function parseTest(file: string, source: string): ParsedTest {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  return ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind)
}

/** Every text of the content that the strings, templates and patterns of a test look for. */
export function wordingIn(tree: ParsedTest, content: ContentWording): Hit[] {
  const hits: Hit[] = []
  const visit = (node: ts.Node) => {
    const literal = literalOf(node)
    if (literal && !isNotSearchedFor(node) && !isContentTheTestWrites(node, content)) {
      const line = tree.getLineAndCharacterOfPosition(node.getStart(tree)).line + 1
      for (const wording of content.texts) {
        const { text, places, isIn } = wording
        const found =
          'regex' in literal ? regexFindsWording(literal.regex, wording) : isIn(literal.value)
        if (found) hits.push({ file: tree.fileName, line, text, places })
      }
    }
    // A template's parts were read with it; the expressions in it are read on their own.
    if (ts.isTemplateExpression(node)) for (const span of node.templateSpans) visit(span.expression)
    else ts.forEachChild(node, visit)
  }
  visit(tree)
  return hits
}

function imports(tree: ParsedTest): ts.ImportDeclaration[] {
  return tree.statements.filter(ts.isImportDeclaration)
}

const pathOf = (declaration: ts.ImportDeclaration) =>
  ts.isStringLiteral(declaration.moduleSpecifier) ? declaration.moduleSpecifier.text : ''

/** Whether a test imports a module from a path that `test` accepts. */
export function importsFrom(tree: ParsedTest, test: (path: string) => boolean): boolean {
  return imports(tree).some((declaration) => test(pathOf(declaration)))
}

/** The names a test imports from `path`, e.g. what it takes from the content fixture. */
export function namesImportedFrom(tree: ParsedTest, path: string): string[] {
  return imports(tree).flatMap((declaration) => {
    const bindings = declaration.importClause?.namedBindings
    if (pathOf(declaration) !== path || !bindings || !ts.isNamedImports(bindings)) return []
    return bindings.elements.map((element) => element.name.text)
  })
}
