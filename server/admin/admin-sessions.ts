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
      await db.query('DELETE FROM admin_sessions WHERE last_used_at <= $1::timestamptz', [
        idleSince(now),
      ])
      const id = randomBytes(32).toString('base64url')
      await db.query(
        'INSERT INTO admin_sessions (id_hash, created_at, last_used_at) VALUES ($1, $2::timestamptz, $2::timestamptz)',
        [hashOf(id), now],
      )
      return id
    },
    async isLive(id, now, used) {
      if (!id) return false
      const rows = await db.query(
        `UPDATE admin_sessions
          SET last_used_at = CASE WHEN $3::boolean THEN $2::timestamptz ELSE last_used_at END
          WHERE id_hash = $1 AND last_used_at > $4::timestamptz RETURNING 1`,
        [hashOf(id), now, used, idleSince(now)],
      )
      return rows.length > 0
    },
    async end(id) {
      await db.query('DELETE FROM admin_sessions WHERE id_hash = $1', [hashOf(id)])
    },
  }
}
