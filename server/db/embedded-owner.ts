import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

/**
 * Only one process may open an embedded database's folder. The one that does first claims a lock
 * file beside it (created exclusively, so two processes starting together cannot both win); a
 * server then adds its address and a token of its own, so `npm run waitlist` asks it over HTTP
 * instead of opening the folder a second time.
 */
const ownerRecord = z.object({
  pid: z.number(),
  url: z.string().optional(),
  token: z.string().optional(),
})
export type EmbeddedOwner = z.infer<typeof ownerRecord>

const lockFile = (dataDir: string) => `${dataDir}.owner.json`

function pidIsRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return error instanceof Error && 'code' in error && error.code === 'EPERM'
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(`${url}/api/waitlist`, { method: 'OPTIONS', signal: AbortSignal.timeout(2000) })
    return true
  } catch {
    return false
  }
}

function readOwner(dataDir: string): EmbeddedOwner | undefined {
  try {
    return ownerRecord.parse(JSON.parse(readFileSync(lockFile(dataDir), 'utf8')))
  } catch {
    return undefined
  }
}

/**
 * The live process that has this folder, if any. A file left by a process that is gone (a crash,
 * Ctrl+C), or whose pid now belongs to another program, is no owner.
 */
export async function currentOwner(dataDir: string): Promise<EmbeddedOwner | undefined> {
  const owner = readOwner(dataDir)
  if (!owner || owner.pid === process.pid || !pidIsRunning(owner.pid)) return undefined
  if (owner.url && !(await answers(owner.url))) return undefined
  return owner
}

export class FolderTakenError extends Error {
  override name = 'FolderTakenError'
  constructor(dataDir: string, owner: EmbeddedOwner) {
    const where = owner.url ? ` (${owner.url})` : ', which is still starting'
    super(
      `The embedded database in ${dataDir} is open in process ${owner.pid}${where}. Stop that process first, or set WAITLIST_DATA_DIR to another folder.`,
    )
  }
}

export type FolderClaim = {
  /** Says where this process answers, and the token `npm run waitlist` may use there. */
  announce: (url: string, token: string) => void
  release: () => void
}

/** Takes the folder for this process, or throws FolderTakenError naming the one that has it. */
export async function claimFolder(dataDir: string): Promise<FolderClaim> {
  const file = lockFile(dataDir)
  mkdirSync(path.dirname(file), { recursive: true })
  const write = (record: EmbeddedOwner, flag: 'w' | 'wx') =>
    writeFileSync(file, JSON.stringify(record), { flag, mode: 0o600 })
  for (let attempt = 0; ; attempt++) {
    try {
      write({ pid: process.pid }, 'wx')
      break
    } catch (error) {
      const taken = error instanceof Error && 'code' in error && error.code === 'EEXIST'
      if (!taken || attempt > 0) throw error
      const owner = await currentOwner(dataDir)
      if (owner) throw new FolderTakenError(dataDir, owner)
      rmSync(file, { force: true })
    }
  }
  const release = () => {
    if (readOwner(dataDir)?.pid === process.pid) rmSync(file, { force: true })
  }
  process.once('exit', release)
  return {
    announce: (url, token) => write({ pid: process.pid, url, token }, 'w'),
    release,
  }
}
