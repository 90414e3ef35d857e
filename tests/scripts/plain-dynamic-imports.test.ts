// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { build } from 'vite'
import { afterEach, describe, expect, it } from 'vitest'
import { plainDynamicImports } from '../../scripts/plain-dynamic-imports.ts'

const folders: string[] = []
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

/** Builds an entry that lazily imports a part, as the site's browser build does. */
async function buildWithALazyPart(part: string, modulePreload: false | { polyfill: false }) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'plain-dynamic-imports-'))
  folders.push(root)
  writeFileSync(path.join(root, 'main.js'), "import('./part.js').then((m) => m.show())\n")
  writeFileSync(path.join(root, 'part.js'), part)
  writeFileSync(path.join(root, 'part.css'), '.part { color: green }\n')
  const result = await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [plainDynamicImports()],
    build: {
      write: false,
      modulePreload,
      minify: false,
      rollupOptions: { input: path.join(root, 'main.js') },
    },
  })
  const output = Array.isArray(result) ? result[0] : result
  if (!output || !('output' in output)) throw new Error('the build wrote no bundle')
  return output.output.flatMap((file) => (file.type === 'chunk' ? [file.code] : [])).join('\n')
}

describe('lazy chunks loaded with a plain import()', () => {
  it('leave Vite’s preload helper out of the build when nothing is preloaded', async () => {
    const code = await buildWithALazyPart('export const show = () => 1\n', false)
    expect(code).toContain('import(')
    expect(code).not.toContain('modulepreload')
    expect(code).not.toContain('vite:preloadError')
  })

  it('keep the helper when the build preloads', async () => {
    const code = await buildWithALazyPart('export const show = () => 1\n', { polyfill: false })
    expect(code).toContain('vite:preloadError')
  })

  it('fail the build when a lazy chunk has CSS of its own, which they would never load', async () => {
    await expect(
      buildWithALazyPart("import './part.css'\nexport const show = () => 1\n", false),
    ).rejects.toThrow(/has CSS of its own/)
  })
})
