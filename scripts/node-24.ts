// Node 24 LTS, from the npm registry: the node-<platform>-<arch> package holds its binary. Kept in
// ~/.cache/restwell/ (XDG_CACHE_HOME), not in the project: `npm ci` never removes it. The
// production start test runs the Docker image's steps on it, and `npm run bench` runs on it
// (scripts/on-node-24.ts). `npx tsx scripts/node-24.ts` fetches it and prints where it is.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { homedir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

/** The Node of the Docker image's `node:24-bookworm-slim`, pinned so a run is repeatable. */
export const NODE_24_VERSION = '24.21.0'
const PACKAGE = `node-${process.platform}-${process.arch}`

const cacheDir = () =>
  path.join(process.env.XDG_CACHE_HOME ?? path.join(homedir(), '.cache'), 'restwell')
const prefix = () => path.join(cacheDir(), `node-${NODE_24_VERSION}`)
const binary = () => path.join(prefix(), 'node_modules', PACKAGE, 'bin', 'node')

/** Node 24's binary, when it has been fetched. */
export function installedNode24(): string | undefined {
  return existsSync(binary()) ? binary() : undefined
}

/** Node 24's binary, fetched from the registry first if it is not there yet (about 40 MB). */
export function node24(): string {
  const installed = installedNode24()
  if (installed) return installed
  console.log(`Fetching Node ${NODE_24_VERSION} (${PACKAGE}) into ${prefix()}…`)
  execFileSync(
    'npm',
    [
      'install',
      '--prefix',
      prefix(),
      '--no-save',
      '--no-audit',
      '--no-fund',
      `${PACKAGE}@${NODE_24_VERSION}`,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  )
  return binary()
}

const entry = process.argv[1]
if (entry && import.meta.url === pathToFileURL(path.resolve(entry)).href) console.log(node24())
