// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { DATABASES, openTestDatabase, startTestServer } from './test-servers.ts'

describe.each(DATABASES)('GET /api/health on $name', ({ databaseUrl }) => {
  it('says the database is up while it answers, and 503 once it is away', async () => {
    const db = await openTestDatabase(databaseUrl)
    const server = await startTestServer(db, { rateLimit: { limit: 1, windowMs: 60_000 } })
    try {
      for (let time = 0; time < 3; time++) {
        const up = await fetch(`${server.url}/api/health`)
        expect(up.status).toBe(200)
        expect(up.headers.get('cache-control')).toBe('no-store')
        expect(await up.json()).toEqual({ status: 'ok', database: 'up' })
      }
      await db.close()
      const down = await fetch(`${server.url}/api/health`)
      expect(down.status).toBe(503)
      expect(down.headers.get('cache-control')).toBe('no-store')
      expect(await down.json()).toMatchObject({ status: 'unavailable', database: 'down' })
    } finally {
      await server.close()
    }
  }, 60_000)
})
