// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { emailCopy } from '../../server/mail/mail-copy.ts'
import { frozenMailContent } from './frozen-mail-content'

const content = frozenMailContent()
const brand = content.site.brand.name
const match = content.recommendations.recommendations[0]?.name ?? ''

describe('the emails’ texts, filled in for one message', () => {
  it('fills {brand} everywhere, and {email} and {match} where given', () => {
    const emails = emailCopy(content, { email: 'jamie@example.com', match })
    expect(emails.layout.why).toContain('jamie@example.com')
    expect(emails.layout.why).toContain(brand)
    expect(emails.match.subject).toContain(match)
    expect(JSON.stringify(emails)).not.toMatch(/\{(brand|email|match)\}/)
  })

  it('leaves a placeholder it was given no value for, never writing "undefined"', () => {
    const emails = emailCopy(content, { email: 'jamie@example.com', match: undefined })
    expect(emails.confirm.matchLine).toContain('{match}')
    expect(JSON.stringify(emails)).not.toContain('undefined')
  })
})
