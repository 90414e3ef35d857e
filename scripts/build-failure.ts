import { isBuildSettingError } from './build-setting-error.ts'
import { isContentError } from './content-error.ts'

/** A share card that could not be drawn (scripts/share-cards.ts), told by name like the others. */
const isShareCardError = (error: unknown): error is Error =>
  error instanceof Error && error.name === 'ShareCardError'

function isExplained(error: unknown): error is Error {
  return isContentError(error) || isBuildSettingError(error) || isShareCardError(error)
}

/** The errors a failure holds: Rolldown's `errors` of the plugins that failed, or a `cause`. */
function heldErrors(error: unknown): unknown[] {
  if (!(error instanceof Error)) return []
  if ('errors' in error && Array.isArray(error.errors)) return error.errors
  return error.cause === undefined ? [] : [error.cause]
}

/**
 * What the build prints when the content, a setting or a share card stopped it: the error's own message, once.
 * Rolldown wraps the errors plugins throw in one error whose message repeats each with its stack,
 * and a plugin that runs a build of its own (vite-plugin-pwa, for the service worker) wraps that
 * again; the originals are found however deep. Anything else is a bug, printed as it is.
 */
export function explainBuildFailure(error: unknown): string | undefined {
  if (isExplained(error)) return error.message
  for (const held of heldErrors(error)) {
    const explained = explainBuildFailure(held)
    if (explained !== undefined) return explained
  }
  return undefined
}
