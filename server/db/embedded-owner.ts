import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import lockfile from 'proper-lockfile'
import { z } from 'zod'

/**
 * Only one process may open an embedded database's folder. It holds `<folder>.lock`, a
 * proper-lockfile lock (an atomic mkdir whose time it refreshes while it lives), and writes
 * `<folder>.owner.json` beside it: its pid, then its address and a token of its own, so
 * `npm run waitlist` asks it over HTTP instead of opening the folder a second time.
 */
const ownerRecord = z.object({
  pid: z.number(),
  url: z.string().optional(),
  token: z.string().optional(),
})
export type EmbeddedOwner = z.infer<typeof ownerRecord>

/**
 * A lock not refreshed for this long belongs to a process that is gone. Longer than the
 * watchdog's stall limit (process-watchdog.ts), so an owner too busy to refresh it is ended
 * before anyone may take its folder.
 */
export const LOCK_STALE_MS = 20_000
const LOCK_UPDATE_MS = 4_000

const ownerFile = (dataDir: string) => `${dataDir}.owner.json`
/** Where proper-lockfile keeps a folder's lock (its default, `<file>.lock`). */
const lockDirectory = (dataDir: string) => `${dataDir}.lock`
// Each lock by its own name: proper-lockfile tells the locks it holds apart by that name.
const lockOptions = {
  realpath: false,
  stale: LOCK_STALE_MS,
  update: LOCK_UPDATE_MS,
}

function pidIsRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return error instanceof Error && 'code' in error && error.code === 'EPERM'
  }
}

function readOwner(dataDir: string): EmbeddedOwner | undefined {
  try {
    return ownerRecord.parse(JSON.parse(readFileSync(ownerFile(dataDir), 'utf8')))
  } catch {
    return undefined
  }
}

const isLocked = (error: unknown) =>
  error instanceof Error && 'code' in error && error.code === 'ELOCKED'

/** The other process that holds this folder's lock, if any. */
export async function currentOwner(dataDir: string): Promise<EmbeddedOwner | undefined> {
  if (!(await lockfile.check(dataDir, lockOptions))) return undefined
  const owner = readOwner(dataDir) ?? { pid: 0 }
  return owner.pid === process.pid ? undefined : owner
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

/** Writes the owner record, readable by this user only (whatever the umask or an older file). */
function writeOwner(dataDir: string, record: EmbeddedOwner) {
  writeFileSync(ownerFile(dataDir), JSON.stringify(record), { mode: 0o600 })
  chmodSync(ownerFile(dataDir), 0o600)
}

/**
 * Takes the lock, retrying only while the lock left by a process that is gone goes stale.
 * Claims are taken one at a time (a short lock of their own): proper-lockfile's stale takeover
 * is remove-then-create, so two processes taking over one stale lock together could both win.
 */
async function takeLock(dataDir: string): Promise<void> {
  const releaseTurn = await lockfile
    .lock(`${dataDir}.claiming`, { ...lockOptions, stale: 10_000 })
    .catch((error: unknown) => {
      if (!isLocked(error)) throw error
      throw new FolderTakenError(dataDir, readOwner(dataDir) ?? { pid: 0 })
    })
  try {
    for (;;) {
      try {
        await lockfile.lock(dataDir, {
          ...lockOptions,
          // Another process took the folder while this one could not refresh its lock: stop
          // before both write to it.
          onCompromised: (error) => {
            console.error(`The lock on ${dataDir} was lost: ${error.message}`)
            process.exit(1)
          },
        })
        return
      } catch (error) {
        if (!isLocked(error)) throw error
        const owner = readOwner(dataDir)
        if (owner?.pid === process.pid) {
          // Left by an earlier process under this very pid (a container restarted after a
          // SIGKILL starts at the same pid): it is gone, and its lock with it.
          rmSync(lockDirectory(dataDir), { recursive: true, force: true })
          continue
        }
        if (owner && pidIsRunning(owner.pid)) throw new FolderTakenError(dataDir, owner)
        // No owner yet (one is still starting, and writes it at once), or a dead one's lock,
        // which goes stale: ask again shortly.
        await new Promise((resolve) => setTimeout(resolve, 1000))
      }
    }
  } finally {
    await releaseTurn()
  }
}

/** Takes the folder for this process, or throws FolderTakenError naming the one that has it. */
export async function claimFolder(dataDir: string): Promise<FolderClaim> {
  mkdirSync(path.dirname(dataDir), { recursive: true })
  await takeLock(dataDir)
  writeOwner(dataDir, { pid: process.pid })
  let released = false
  const release = () => {
    if (released) return
    released = true
    rmSync(ownerFile(dataDir), { force: true })
    // Synchronous, so it also runs on 'exit'.
    try {
      lockfile.unlockSync(dataDir, lockOptions)
    } catch {
      // Not ours any more (compromised): nothing to give back.
    }
  }
  process.once('exit', release)
  return {
    announce: (url, token) => writeOwner(dataDir, { pid: process.pid, url, token }),
    release,
  }
}
