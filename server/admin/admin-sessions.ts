import { createHash, randomBytes } from 'node:crypto'
import type { Queryable } from '../db/database.ts'

/** A session ends this long after it was last used (the dashboard's refresh does not count). */
export const SESSION_IDLE_MS = 12 * 60 * 60_000

/** The database keeps a session's id only as this: a copy of the table opens nothing. */
const hashOf = (id: string) => createHash('sha256').update(id).digest('base64url')

/** The owner's sessions on the dashboard, as rows of `admin_sessions` (migration 0007). */
export type AdminSessions = {
  /** A new session, and its id for the cookie (32 random bytes); ended ones are swept away. */
  start: (now: Date) => Promise<string>
  /**
   * Whether `id` names a live session; `used` moves its idle time on (the owner did something),
   * a refresh by itself does not, so a tab left open still ends.
   */
  isLive: (id: string, now: Date, used: boolean) => Promise<boolean>
  /** Signing out: the row is gone, so the old cookie opens nothing. */
  end: (id: string) => Promise<void>
}

export function adminSessions(db: Queryable): AdminSessions {
  const idleSince = (now: Date) => new Date(now.getTime() - SESSION_IDLE_MS)
  return {
    async start(now) {
      await db.deleteFrom('admin_sessions').where('last_used_at', '<=', idleSince(now)).execute()
      const id = randomBytes(32).toString('base64url')
      await db
        .insertInto('admin_sessions')
        .values({ id_hash: hashOf(id), created_at: now, last_used_at: now })
        .execute()
      return id
    },
    async isLive(id, now, used) {
      if (!id) return false
      const rows = await db
        .updateTable('admin_sessions')
        .set((eb) => ({ last_used_at: used ? now : eb.ref('last_used_at') }))
        .where('id_hash', '=', hashOf(id))
        .where('last_used_at', '>', idleSince(now))
        .returning('id_hash')
        .execute()
      return rows.length > 0
    },
    async end(id) {
      await db.deleteFrom('admin_sessions').where('id_hash', '=', hashOf(id)).execute()
    },
  }
}
