import { randomUUID } from 'node:crypto'

/** Why a sign-up may be flagged, as the dashboard counts it apart. */
export type Flag = 'honeypot_filled' | 'submitted_too_fast' | 'disposable_domain'

/**
 * `count` rows of people on the list, to write in one insert: each its own address, `confirmed`
 * or not, with one `flag` or none.
 */
export function listRows(count: number, row: { confirmed: boolean; flag?: Flag }) {
  const at = new Date()
  return Array.from({ length: count }, () => {
    const email = `${row.flag ?? (row.confirmed ? 'confirmed' : 'unconfirmed')}-${randomUUID()}@example.com`
    return {
      idempotency_key: randomUUID(),
      email,
      mailbox: email,
      fields: { name: 'Ana', email },
      signed_up_at: at,
      confirmed_at: row.confirmed ? at : null,
      honeypot_filled: row.flag === 'honeypot_filled',
      submitted_too_fast: row.flag === 'submitted_too_fast',
      disposable_domain: row.flag === 'disposable_domain',
    }
  })
}
