import type { SchemaNode } from './json-schema-nodes'

export type DescriptionProblem = { node: SchemaNode; reason: string }

/** Hover help that says nothing about the key it sits on. */
const GENERIC_DESCRIPTIONS: readonly string[] = ['Text a visitor reads.']

/** `inner` sits in an object nested inside the object holding `outer`, in the same file. */
function nestedIn(inner: SchemaNode, outer: SchemaNode): boolean {
  const [from, to] = [outer.parentPath, inner.parentPath]
  if (inner.file !== outer.file || from === undefined || to === undefined || from === to)
    return false
  return from === '' || to.startsWith(`${from}.`) || to.startsWith(`${from}[`)
}

/** Most keys of the object holding `inner` (two at least) are in `outer`'s, schema and help alike. */
function copiesPiece(outer: SchemaNode, inner: SchemaNode): boolean {
  const keys = [...inner.siblings]
  const same = keys.filter(([key, schema]) => outer.siblings.get(key) === schema).length
  return same >= 2 && same * 2 >= keys.length
}

/**
 * Whether two keys with one description are the same key: the same path in two files
 * (`$schema`, `meta.title`); the same key of one reused piece, in objects or lists of the same
 * shape (every image's `alt`, both forms' `submit`); the same key of a piece nested in a copy of
 * itself (a rule's condition, and a condition in a group inside it); or keys that may hold
 * nothing, whose help only says so.
 */
function sameKey(a: SchemaNode, b: SchemaNode): boolean {
  if (a.path === b.path || (a.forbidden && b.forbidden)) return true
  if (a.key !== b.key) return false
  if (a.parentShape === b.parentShape) return true
  return (nestedIn(a, b) && copiesPiece(b, a)) || (nestedIn(b, a) && copiesPiece(a, b))
}

/** Keys sharing one description, split into groups linked by `sameKey`. */
function sameKeyGroups(sharing: readonly SchemaNode[]): SchemaNode[][] {
  let groups: SchemaNode[][] = []
  for (const node of sharing) {
    const linked = groups.filter((group) => group.some((other) => sameKey(node, other)))
    groups = [...groups.filter((group) => !linked.includes(group)), [...linked.flat(), node]]
  }
  return groups
}

/** Where a key sits, for a reader: `home.json hero.title`. */
function placeOf(node: SchemaNode): string {
  return `${node.file}.json ${node.path || '(the whole file)'}`
}

function listed(places: readonly string[]): string {
  return (places.length > 3 ? [...places.slice(0, 3), '…'] : places).join(', ')
}

/**
 * Keys whose hover help is missing, generic, or shared with different keys (see `sameKey`): one
 * description on different keys explains none of them.
 */
export function descriptionProblems(nodes: readonly SchemaNode[]): DescriptionProblem[] {
  const problems: DescriptionProblem[] = []
  const byDescription = new Map<string, SchemaNode[]>()
  for (const node of nodes) {
    const description = node.description?.trim()
    if (!description) problems.push({ node, reason: 'has no description' })
    else if (GENERIC_DESCRIPTIONS.includes(description))
      problems.push({ node, reason: `has the generic description "${description}"` })
    else byDescription.set(description, [...(byDescription.get(description) ?? []), node])
  }
  for (const [description, sharing] of byDescription) {
    const groups = sameKeyGroups(sharing)
    if (groups.length < 2) continue
    for (const group of groups) {
      const others = sharing.filter((other) => !group.includes(other)).map(placeOf)
      const reason = `shares its description "${description}" with ${others.length} other key(s): ${listed(others)}`
      for (const node of group) problems.push({ node, reason })
    }
  }
  return problems
}
