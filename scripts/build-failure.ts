import { isBuildSettingError } from './build-setting-error.ts'
import { isContentError } from './content-error.ts'

/** A share card that could not be drawn (scripts/share-cards.ts), told by name like the others. */
const isShareCardError = (error: unknown): error is Error =>
  error instanceof Error && error.name === 'ShareCardError'

function isExplained(error: unknown): error is Error {
  return isContentError(error) || isBuildSettingError(error) || isShareCardError(error)
}

/**
 * What the build prints when the content, a setting or a share card stopped it: the error's own message, once.
 * Rolldown wraps the errors plugins throw in one error whose message repeats each with its stack;
 * the originals are in its `errors`. Anything else is a bug, printed as it is.
 */
export function explainBuildFailure(error: unknown): string | undefined {
  if (isExplained(error)) return error.message
  const wrapped: unknown[] =
    error instanceof Error && 'errors' in error && Array.isArray(error.errors) ? error.errors : []
  return wrapped.find(isExplained)?.message
}
