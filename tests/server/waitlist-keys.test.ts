// @vitest-environment node
import { createHmac, hkdfSync, randomBytes } from 'node:crypto'
import { describe, expect, it, vi } from 'vitest'
import { rawSql } from '../../scripts/raw-sql.ts'
import { serverConfig } from '../../server/config.ts'
import type { WaitlistDatabase } from '../../server/db/database.ts'
import { CONFIRM_PATH, LEAVE_PATH, MATCH_EMAIL_PATH } from '../../server/mail/mail-links.ts'
import type { Keyring } from '../../server/mail/waitlist-keys.ts'
import { mailboxOf } from '../../server/waitlist/mailbox.ts'
import { linkTo, pressButton, tokenOf } from './inbox.ts'
import { postJson, signupBody, uniqueEmail } from './signup-requests.ts'
import { testClock } from './test-clock.ts'
import { DATABASES, startTestServer, testMail, useMailingServer } from './test-servers.ts'

// Each file opens a real Postgres (PGlite compiles WebAssembly first): slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 })

const newSecret = () => randomBytes(32).toString('base64url')

/** The keys `npm run serve` takes in production from these settings. */
function productionKeys(current: string, previous?: string): Keyring {
  const config = serverConfig({
    NODE_ENV: 'production',
    SITE_URL: 'https://restwell.test',
    WAITLIST_SECRET: current,
    ...(previous ? { WAITLIST_SECRET_PREVIOUS: previous } : {}),
  })
  if (!config.waitlistKeys) throw new Error('no keys in production')
  return config.waitlistKeys
}

describe('WAITLIST_SECRET', () => {
  const production = { NODE_ENV: 'production', SITE_URL: 'https://restwell.test' }
  const howToMakeOne =
    /make one with node -e "console\.log\('k1:' \+ require\('crypto'\)\.randomBytes\(32\)\.toString\('base64url'\)\)"$/

  it('is required in production, and refused when short or without its key id, in one line that says how to make one', () => {
    const secret = newSecret()
    for (const setting of [undefined, '', `k1:${secret.slice(0, 31)}`, secret, `:${secret}`]) {
      const config = () => serverConfig({ ...production, WAITLIST_SECRET: setting })
      expect(config, String(setting)).toThrow(howToMakeOne)
      try {
        config()
      } catch (error) {
        const message = error instanceof Error ? error.message : ''
        expect(message.split('\n')).toHaveLength(1)
        expect(message).not.toContain(secret.slice(0, 31))
      }
    }
  })

  it('is read with its previous keys, the current one first; outside production it may be left unset', () => {
    const keys = productionKeys(`k3:${newSecret()}`, `k2:${newSecret()}, k1:${newSecret()}`)
    expect(keys.map((key) => key.id)).toEqual(['k3', 'k2', 'k1'])
    expect(() => productionKeys(`k1:${newSecret()}`, `k1:${newSecret()}`)).toThrow(/"k1" twice/)
    expect(serverConfig({}).waitlistKeys).toBeUndefined()
  })
})

/** Every string a dump of the database's tables holds, however deep in a JSON value. */
async function dumpedStrings(db: WaitlistDatabase): Promise<Set<string>> {
  const tables = await rawSql(db).query(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'",
  )
  const found = new Set<string>()
  const collect = (value: unknown): void => {
    if (typeof value === 'string' && value !== '') found.add(value)
    else if (Array.isArray(value)) value.forEach(collect)
    else if (value && typeof value === 'object') Object.values(value).forEach(collect)
  }
  for (const { table_name } of tables) {
    const rows = await rawSql(db).query(
      `SELECT row_to_json(dumped)::text AS row FROM "${table_name}" dumped`,
    )
    for (const { row } of rows) collect(JSON.parse(String(row)))
  }
  return found
}

/**
 * Leave tokens for `email` signed with `secret` as someone holding the code would try: as the
 * links were signed before (HMAC with the secret itself, no key id), and as they are now (a key
 * derived with HKDF, under the key id a real link shows).
 */
function forgedLeaveTokens(secret: string, email: string, keyId: string): string[] {
  const body = (content: object) => Buffer.from(JSON.stringify(content)).toString('base64url')
  const signed = (key: string | Buffer, text: string) =>
    `${text}.${createHmac('sha256', key).update(text).digest('base64url')}`
  const derived = Buffer.from(hkdfSync('sha256', secret, '', 'restwell waitlist link tokens', 32))
  return [
    signed(secret, body({ purpose: 'leave', email })),
    signed(derived, body({ kid: keyId, purpose: 'leave', email })),
    signed(secret, body({ kid: keyId, purpose: 'leave', email })),
  ]
}

/** The hashes of `email` someone holding `secret` could make, as they were made and are now. */
function guessedHashes(secret: string, email: string): string[] {
  const derived = Buffer.from(
    hkdfSync('sha256', secret, '', 'restwell waitlist address hashes', 32),
  )
  return [secret, derived].flatMap((key) =>
    [email, mailboxOf(email)].map((text) => createHmac('sha256', key).update(text).digest('hex')),
  )
}

describe.each(DATABASES)('keys outside the database, on the $name', ({ databaseUrl }) => {
  const clock = testClock()
  const secret = newSecret()
  const { db, smtp, mail, server } = useMailingServer(databaseUrl, clock, {
    more: { waitlistKeys: productionKeys(`k1:${secret}`) },
  })

  async function signUp(email: string) {
    expect((await postJson(server().url, signupBody(email))).status).toBe(202)
    await mail().sender.runDue()
    return smtp().to(email).at(-1)
  }

  it('lets no one with a dump of every table forge a link or tell who left', async () => {
    const victim = uniqueEmail('victim')
    const victimMail = await signUp(victim)
    expect(
      (
        await pressButton(
          `${server().url}${CONFIRM_PATH}`,
          tokenOf(linkTo(victimMail, CONFIRM_PATH)),
        )
      ).status,
    ).toBe(200)
    // The one who forges has a link of their own, and so its key id.
    const forger = uniqueEmail('forger')
    const forgersToken = tokenOf(linkTo(await signUp(forger), LEAVE_PATH))
    const keyId = String(
      JSON.parse(Buffer.from(forgersToken.split('.')[0] ?? '', 'base64url').toString()).kid,
    )
    const leaving = uniqueEmail('leaving')
    const leavingMail = await signUp(leaving)
    expect(
      (await pressButton(`${server().url}${LEAVE_PATH}`, tokenOf(linkTo(leavingMail, LEAVE_PATH))))
        .status,
    ).toBe(200)

    const dumped = await dumpedStrings(db())
    const departures = new Set(
      (await rawSql(db()).query('SELECT address_hash FROM waitlist_departures')).map(
        (row) => row.address_hash,
      ),
    )
    const tokens = await mail().secrets.tokens()
    const read = (token: string) => tokens.read('leave', token, clock.now())
    // What the forging would do with the real secret: it would work.
    expect(forgedLeaveTokens(secret, victim, keyId).some((token) => read(token))).toBe(true)
    expect(guessedHashes(secret, leaving).some((hash) => departures.has(hash))).toBe(true)

    const forged = [...dumped].flatMap((value) => forgedLeaveTokens(value, victim, keyId))
    expect(forged.filter((token) => read(token) !== undefined)).toEqual([])
    const guessed = [...dumped].flatMap((value) => guessedHashes(value, leaving))
    expect(guessed.filter((hash) => departures.has(hash))).toEqual([])
  })

  it('keeps a link working once its key is only a previous one, and no longer once it is gone', async () => {
    const email = uniqueEmail('rotated')
    const token = tokenOf(linkTo(await signUp(email), LEAVE_PATH))
    const rotated = testMail(db(), smtp().url, clock.now, {
      waitlistKeys: productionKeys(`k2:${newSecret()}`, `k1:${secret}`),
    })
    const dropped = testMail(db(), smtp().url, clock.now, {
      waitlistKeys: productionKeys(`k2:${newSecret()}`),
    })
    expect((await rotated.secrets.tokens()).read('leave', token, clock.now())).toEqual({ email })
    expect((await dropped.secrets.tokens()).read('leave', token, clock.now())).toBeUndefined()
    const fresh = (await rotated.secrets.tokens()).sign('leave', { email }, clock.now())
    expect(JSON.parse(Buffer.from(fresh.split('.')[0] ?? '', 'base64url').toString()).kid).toBe(
      'k2',
    )
    rotated.close()
    dropped.close()
  })

  it('still knows who left before: under a previous key, or the salt the database kept', async () => {
    const leftBefore = uniqueEmail('left-under-the-salt')
    const salt = newSecret()
    await rawSql(db()).query(
      "INSERT INTO server_secrets (name, value) VALUES ('address-salt', $1) ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value",
      [salt],
    )
    await rawSql(db()).query(
      'INSERT INTO waitlist_departures (address_hash, left_at) VALUES ($1, now())',
      [createHmac('sha256', salt).update(leftBefore).digest('hex')],
    )
    const rotated = testMail(db(), smtp().url, clock.now, {
      waitlistKeys: productionKeys(`k2:${newSecret()}`, `k1:${secret}`),
    })
    const leftUnderK1 = uniqueEmail('left-under-k1')
    await rawSql(db()).query(
      'INSERT INTO waitlist_departures (address_hash, left_at) VALUES ($1, now())',
      [await mail().secrets.hashAddress(leftUnderK1)],
    )
    const rotatedServer = await startTestServer(db(), { mail: rotated, now: clock.now })
    const neverLeft = uniqueEmail('never-left')
    for (const email of [leftBefore, leftUnderK1, neverLeft])
      await fetch(`${rotatedServer.url}${MATCH_EMAIL_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
        body: JSON.stringify({ email, match: 'swedish' }),
      })
    await rotated.sender.runDue()
    expect([smtp().to(leftBefore), smtp().to(leftUnderK1)]).toEqual([[], []])
    expect(smtp().to(neverLeft)).toHaveLength(1)
    await rotatedServer.close()
    rotated.close()
  })
})
