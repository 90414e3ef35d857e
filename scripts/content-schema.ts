import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { z } from 'zod'
import { contentNames, contentSchemas, jsonSchemaFilePath } from '../schemas/content-files.ts'

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url))

/**
 * The JSON Schema of every content file, by its path from the repository root, exactly as
 * `npm run content:schema` writes it. Editors read it through each file's "$schema": it gives
 * autocompletion, underlines mistakes and shows the zod `.describe()` texts as hover help.
 */
export function renderJsonSchemas(): Record<string, string> {
  const files: Record<string, string> = {}
  for (const name of contentNames) {
    const schema = z.toJSONSchema(contentSchemas[name], { io: 'input', target: 'draft-2020-12' })
    files[jsonSchemaFilePath(name)] = `${JSON.stringify(schema, null, 2)}\n`
  }
  return files
}

export function writeJsonSchemas(root: string = REPO_ROOT): string[] {
  const files = Object.entries(renderJsonSchemas())
  for (const [file, text] of files) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    writeFileSync(path.join(root, file), text)
  }
  return files.map(([file]) => file)
}

function isEntryPoint(): boolean {
  const entry = process.argv[1]
  return entry !== undefined && import.meta.url === pathToFileURL(path.resolve(entry)).href
}

if (isEntryPoint()) {
  const written = writeJsonSchemas()
  console.log(
    `Wrote ${written.length} JSON Schemas:\n${written.map((file) => `  ${file}`).join('\n')}`,
  )
}
