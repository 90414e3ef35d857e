import type { ContentName } from '@schemas/content-files.ts'

/**
 * One key of a content file as its generated JSON Schema describes it to editors: a property, a
 * section object, a list item or the file itself, with where it sits and what holds it.
 */
export type SchemaNode = {
  file: ContentName
  /** Path inside the content file: `hero.title`, `questions[].options[].label`; "" is the file. */
  path: string
  /** The key's own name; "[]" for a list item. */
  key: string
  /** The hover help an editor shows for the key. */
  description: string | undefined
  /** The path of the object or list holding the key; undefined for the file itself. */
  parentPath: string | undefined
  /** The schema of the object or list holding the key, descriptions left out. */
  parentShape: string
  /** The keys of the object holding the key, each with its schema, descriptions included. */
  siblings: ReadonlyMap<string, string>
  /** The key may hold no value at all (`"not": {}`): its help only says so. */
  forbidden: boolean
}

/** JSON Schema keywords that nest schemas the walk below does not visit. */
const UNVISITED_KEYWORDS: readonly string[] = [
  '$defs',
  '$ref',
  'allOf',
  'anyOf',
  'contains',
  'dependentSchemas',
  'else',
  'if',
  'not',
  'oneOf',
  'patternProperties',
  'prefixItems',
  'propertyNames',
  'then',
]

type JsonObject = { [key: string]: unknown }

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function shapeOf(schema: JsonObject): string {
  return JSON.stringify(schema, (key, value: unknown) =>
    key === 'description' && typeof value === 'string' ? undefined : value,
  )
}

type Place = Omit<SchemaNode, 'file' | 'description' | 'forbidden'>

/** Whether a nested schema could hold keys of its own: a reference, properties or list items. */
function mayHoldKeys(schema: unknown): boolean {
  if (Array.isArray(schema)) return schema.some(mayHoldKeys)
  if (!isObject(schema)) return false
  if ('$ref' in schema || 'properties' in schema || 'items' in schema) return true
  return Object.values(schema).some(mayHoldKeys)
}

/** The file, then every property and list item, top to bottom. */
export function schemaNodes(file: ContentName, schema: unknown): SchemaNode[] {
  const nodes: SchemaNode[] = []
  const visit = (node: unknown, place: Place): void => {
    if (!isObject(node)) return
    const description = typeof node.description === 'string' ? node.description : undefined
    const forbidden = isObject(node.not) && Object.keys(node.not).length === 0
    nodes.push({ file, description, forbidden, ...place })
    const parentPath = place.path
    const parentShape = shapeOf(node)
    const properties = Object.entries(isObject(node.properties) ? node.properties : {})
    const siblings = new Map(properties.map(([name, child]) => [name, JSON.stringify(child)]))
    for (const [key, child] of properties) {
      const path = parentPath ? `${parentPath}.${key}` : key
      visit(child, { path, key, parentPath, parentShape, siblings })
    }
    const item = { key: '[]', parentPath, parentShape, siblings: new Map<string, string>() }
    visit(node.items, { path: `${parentPath}[]`, ...item })
  }
  visit(schema, { path: '', key: '', parentPath: undefined, parentShape: '', siblings: new Map() })
  return nodes
}

/** Nested schemas `schemaNodes` would miss, as "path: keyword", so that no key escapes a check. */
export function unvisitedKeywords(schema: unknown): string[] {
  const found: string[] = []
  const visit = (node: unknown, path: string): void => {
    if (!isObject(node)) return
    for (const keyword of UNVISITED_KEYWORDS) {
      const nested = keyword === '$ref' ? keyword in node : mayHoldKeys(node[keyword])
      if (nested) found.push(`${path}: ${keyword}`)
    }
    if (mayHoldKeys(node.additionalProperties)) found.push(`${path}: additionalProperties`)
    for (const [key, child] of Object.entries(isObject(node.properties) ? node.properties : {}))
      visit(child, path ? `${path}.${key}` : key)
    visit(node.items, `${path}[]`)
  }
  visit(schema, '')
  return found
}
