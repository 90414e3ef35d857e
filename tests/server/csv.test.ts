// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { neutralizedCell, signupsCsv } from '../../server/waitlist/csv.ts'

describe('the waitlist CSV', () => {
  it.each([
    '=1+1',
    '+1',
    '-1',
    '@SUM(A1)',
    '\t=1',
  ])('neutralizes %j, which a spreadsheet would run', (value) => {
    expect(neutralizedCell(value)).toBe(`'${value}`)
  })

  it('leaves ordinary text alone', () => {
    expect(neutralizedCell('Ana-Maria')).toBe('Ana-Maria')
  })

  it('has a column per form field, then any field the form no longer has, quoting what needs it', () => {
    const csv = signupsCsv(
      [
        {
          received_at: new Date('2026-11-25T10:00:00Z'),
          signed_up_at: new Date('2026-11-25T09:59:58Z'),
          email: 'ana@example.com',
          fields: { name: 'Ana, "the first"', email: 'ana@example.com', city: 'Lyon' },
          quiz_match: null,
          utm: { utm_source: 'news' },
          referrer: '',
          landing_path: '/',
          honeypot_filled: false,
          submitted_too_fast: true,
        },
      ],
      ['name', 'email'],
    )
    expect(csv.split('\r\n')).toEqual([
      'received_at,signed_up_at,name,email,city,quiz_match,utm,referrer,landing_path,honeypot_filled,submitted_too_fast',
      '2026-11-25T10:00:00.000Z,2026-11-25T09:59:58.000Z,"Ana, ""the first""",ana@example.com,Lyon,,utm_source=news,,/,false,true',
      '',
    ])
  })
})
