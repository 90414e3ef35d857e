// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { BuildSettingError } from '../../contract/build-setting-error.ts'
import { ContentError, explainBuildFailure } from '../../scripts/build-failure.ts'

/** What Rolldown throws when plugins fail: one error holding theirs. */
function wrapped(...errors: Error[]): Error {
  return Object.assign(new Error(`Build failed with ${errors.length} error(s)`), { errors })
}

describe('what a failed build prints', () => {
  it('is the message of a content or setting error alone, wrapped or not', () => {
    expect(explainBuildFailure(new BuildSettingError('SITE_URL must be…'))).toBe(
      'SITE_URL must be…',
    )
    expect(explainBuildFailure(new ContentError('Found 1 problem…'))).toBe('Found 1 problem…')
    expect(explainBuildFailure(wrapped(new ContentError('Found 1 problem…')))).toBe(
      'Found 1 problem…',
    )
  })

  it("is found inside another plugin's failure, as vite-plugin-pwa wraps the build of its worker", () => {
    const content = new ContentError('Found 1 problem…')
    expect(explainBuildFailure(wrapped(wrapped(content)))).toBe('Found 1 problem…')
    expect(explainBuildFailure(wrapped(new Error('wrapped', { cause: content })))).toBe(
      'Found 1 problem…',
    )
  })

  it('leaves any other failure to be printed whole, stack and all', () => {
    expect(explainBuildFailure(new TypeError('x is undefined'))).toBeUndefined()
    expect(explainBuildFailure(wrapped(new TypeError('x is undefined')))).toBeUndefined()
    expect(explainBuildFailure('not an error')).toBeUndefined()
  })

  it('carries no stack frames for a content error', () => {
    expect(new ContentError('Found 1 problem…').stack).toBe('')
  })
})
