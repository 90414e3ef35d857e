import { build, type Plugin } from 'esbuild'

/**
 * Leaves out the code the imported modules load later (their `import()`s): a page script needs
 * none of it, and bundling it would wrap every module in a lazy initialiser that keeps it whole.
 */
const withoutLaterCode: Plugin = {
  name: 'without-later-code',
  setup(bundle) {
    bundle.onResolve({ filter: /.*/ }, ({ path, kind }) =>
      kind === 'dynamic-import' ? { path, external: true } : undefined,
    )
  },
}

/**
 * A browser module of the app (src/early-input.ts, src/start-up.ts), bundled with what it imports
 * into one minified script, classic or a module, for the prerenderer to write into each page;
 * `values` take the place of the constants the module declares. What it imports must be light: a
 * module's top-level code (a schema, a component) comes along with any name used from it.
 */
export async function bundlePageScript(
  entry: string,
  { type = 'classic', values = {} }: { type?: 'classic' | 'module'; values?: object } = {},
): Promise<string> {
  const { outputFiles } = await build({
    entryPoints: [entry],
    bundle: true,
    // A module keeps its import() of a computed address, which a classic bundle would not.
    format: type === 'module' ? 'esm' : 'iife',
    minify: true,
    target: 'es2022',
    write: false,
    logLevel: 'error',
    tsconfig: 'tsconfig.json',
    plugins: [withoutLaterCode],
    define: Object.fromEntries(
      Object.entries(values).map(([name, value]) => [name, JSON.stringify(value)]),
    ),
  })
  const [script] = outputFiles
  if (!script) throw new Error(`Bundling ${entry} wrote nothing`)
  return script.text.trim()
}
