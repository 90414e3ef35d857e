// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { TraceMap } from '@jridgewell/trace-mapping'
import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'
import { codeFrom } from '../../scripts/stack-floor.ts'

describe("the stack's floor reads a bundle's code by where it came from", () => {
  it("keeps a package's code and leaves the site's own out, in a minified bundle", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'stack-floor-'))
    mkdirSync(path.join(folder, 'node_modules/react'), { recursive: true })
    writeFileSync(
      path.join(folder, 'node_modules/react/index.js'),
      'export function render(node) { return ["from the package", node] }\n',
    )
    writeFileSync(
      path.join(folder, 'site.js'),
      'import { render } from "react"\nconsole.log(render("from the site"))\n',
    )
    const { outputFiles } = await build({
      entryPoints: [path.join(folder, 'site.js')],
      absWorkingDir: folder,
      bundle: true,
      minify: true,
      sourcemap: 'external',
      outfile: path.join(folder, 'out.js'),
      write: false,
    })
    const file = (name: string) => outputFiles.find((output) => output.path.endsWith(name))?.text
    const map = new TraceMap(file('out.js.map') ?? '', path.join(folder, 'out.js.map'))
    const fromPackage = codeFrom(file('out.js') ?? '', map, (source) =>
      source.includes('/node_modules/react/'),
    )
    expect(fromPackage).toContain('from the package')
    expect(fromPackage).not.toContain('from the site')
  })
})
