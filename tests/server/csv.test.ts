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

  it('has a column per form field, then any field the form no longer has, with when it was confirmed, its disposable flag and its referral code, referrer, referrals and position, quoting every cell', () => {
    const csv = signupsCsv(
      [
        {
          received_at: new Date('2026-11-25T10:00:00Z'),
          signed_up_at: new Date('2026-11-25T09:59:58Z'),
          confirmed_at: new Date('2026-11-25T10:05:00Z'),
          email: 'ana@example.com',
          fields: { name: 'Ana, "the first"', email: 'ana@example.com', city: 'Lyon' },
          quiz_match: null,
          utm: { utm_source: 'news' },
          referrer: '',
          landing_path: '/',
          honeypot_filled: false,
          submitted_too_fast: true,
          disposable_domain: true,
          referral_code: 'Zq3_x-Lm8aPw',
          referred_by: 'Ab1-cD2_eF3g',
          referrals: 2,
          position: 1,
        },
      ],
      ['name', 'email'],
    )
    expect(csv.split('\r\n')).toEqual([
      '"received_at","signed_up_at","confirmed_at","name","email","city","quiz_match","utm","referrer","landing_path","honeypot_filled","submitted_too_fast","disposable_domain","referral_code","referred_by","referrals","position"',
      '"2026-11-25T10:00:00.000Z","2026-11-25T09:59:58.000Z","2026-11-25T10:05:00.000Z","Ana, ""the first""","ana@example.com","Lyon","","utm_source=news","","/","false","true","true","Zq3_x-Lm8aPw","Ab1-cD2_eF3g","2","1"',
      '',
    ])
  })
})

describe('the waitlist CSV opened where `;` or a tab separates cells', () => {
  const hostile = [
    'x;=1+1;',
    'x,=1+1',
    'x\t=1+1',
    'x; =cmd|"/c calc"!A1',
    'x;"=1+1',
    'x;\t@SUM(A1)',
    '+49 30 1234',
    '-1;-2',
    'x\r\n=1+1',
  ]
  const csv = signupsCsv(
    hostile.map((name, index) => ({
      received_at: new Date('2026-11-25T10:00:00Z'),
      signed_up_at: new Date('2026-11-25T09:59:58Z'),
      confirmed_at: null,
      email: `ana${index}@example.com`,
      fields: { name, email: `ana${index}@example.com` },
      quiz_match: null,
      utm: { utm_source: name },
      referrer: name,
      landing_path: '/',
      honeypot_filled: false,
      submitted_too_fast: false,
      disposable_domain: false,
      referral_code: `code${index}-abcdef`,
      referred_by: index > 0 ? '-code0-abcde' : null,
      referrals: 0,
      position: index + 1,
    })),
    ['name', 'email'],
  )

  // A reader that ignores the quotes, as Excel does when the separator is not the file's: every
  // piece between separators is a cell, and leading spaces and quotes do not hide a formula.
  it.each([';', '\t'])('starts no cell with a formula sign when split on %j', (separator) => {
    const cells = csv.split(/\r\n|\n|\r/).flatMap((line) => line.split(separator))
    const formulas = cells.filter((cell) => /^[\s"]*[=+\-@]/.test(cell))
    expect(formulas).toEqual([])
  })
})
