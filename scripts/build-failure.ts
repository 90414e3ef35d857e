// The failures a maintainer fixes (broken content, a wrong setting, a share card that cannot be
// drawn), which stop the build with their own one-line or one-report message and no stack.

/** Content that cannot be served: the message is the whole report, with no stack to read past. */
export class ContentError extends Error {
  override name = 'ContentError'

  constructor(message: string) {
    super(message)
    this.stack = ''
  }
}

/** A share card that could not be drawn (scripts/share-cards.ts): the build says which. */
export class ShareCardError extends Error {
  override name = 'ShareCardError'
}

/**
 * Told by name, not by class: Vite loads vite.config.ts from a bundle of its own, whose copy of
 * these classes is not the one the build script imports.
 */
const EXPLAINED = new Set(['ContentError', 'BuildSettingError', 'ShareCardError'])

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
  if (error instanceof Error && EXPLAINED.has(error.name)) return error.message
  for (const held of heldErrors(error)) {
    const explained = explainBuildFailure(held)
    if (explained !== undefined) return explained
  }
  return undefined
}
