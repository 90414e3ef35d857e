import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { z } from 'zod'

/**
 * Only one process may open an embedded database's folder. The process that has it (npm start,
 * npm run serve) says so in a file beside the folder, with its address and a token of its own,
 * so `npm run waitlist` asks it over HTTP instead of opening the folder a second time.
 */
const owner = z.object({ pid: z.number(), url: z.string(), token: z.string() })
export type EmbeddedOwner = z.infer<typeof owner>

const ownerFile = (dataDir: string) => `${dataDir}.owner.json`

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return error instanceof Error && 'code' in error && error.code === 'EPERM'
  }
}

/** The live process that has this folder open, if any (a file left by a crash is ignored). */
export function runningOwner(dataDir: string): EmbeddedOwner | undefined {
  try {
    const found = owner.parse(JSON.parse(readFileSync(ownerFile(dataDir), 'utf8')))
    return found.pid !== process.pid && isRunning(found.pid) ? found : undefined
  } catch {
    return undefined
  }
}

/** Says this process has the folder open, readable by this user only; returns how to take it back. */
export function announceOwner(dataDir: string, url: string, token: string): () => void {
  const file = ownerFile(dataDir)
  writeFileSync(file, JSON.stringify({ pid: process.pid, url, token }), { mode: 0o600 })
  return () => rmSync(file, { force: true })
}

/** Stops a second process before it opens a folder another one has open. */
export function refuseIfOwned(dataDir: string): void {
  const other = runningOwner(dataDir)
  if (other)
    throw new Error(
      `The embedded database in ${dataDir} is open in process ${other.pid} (${other.url}). Stop that process first, or set WAITLIST_DATA_DIR to another folder.`,
    )
}
