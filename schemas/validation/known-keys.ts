import { z } from 'zod'
import type { JSONSchema } from 'zod/v4/core'
import type { JsonPath } from './json-document.ts'

type SchemaNode = JSONSchema.JSONSchema | boolean | undefined

function resolveRef(root: JSONSchema.JSONSchema, node: SchemaNode): SchemaNode {
  if (typeof node !== 'object' || !node.$ref) return node
  const name = node.$ref.replace('#/$defs/', '')
  return root.$defs?.[name]
}

function childSchema(
  root: JSONSchema.JSONSchema,
  node: SchemaNode,
  segment: PropertyKey,
): SchemaNode {
  const resolved = resolveRef(root, node)
  if (typeof resolved !== 'object') return undefined
  if (typeof segment === 'number') {
    return Array.isArray(resolved.items) ? resolved.items[segment] : resolved.items
  }
  return resolved.properties?.[String(segment)]
}

/** The keys an object at `path` may have, read from the schema's public JSON Schema. */
export function knownKeysAt(schema: z.ZodType, path: JsonPath): string[] {
  const root = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })
  const node = resolveRef(
    root,
    path.reduce<SchemaNode>((current, segment) => childSchema(root, current, segment), root),
  )
  return typeof node === 'object' ? Object.keys(node.properties ?? {}) : []
}
