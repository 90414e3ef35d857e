/**
 * Content that cannot be served: the message is the whole report. It carries no stack, since where
 * the plugin noticed the problem is of no use to the maintainer who fixes the content.
 */
export class ContentError extends Error {
  override name = 'ContentError'

  constructor(message: string) {
    super(message)
    this.stack = ''
  }
}

/**
 * Told by name, not by class: Vite loads vite.config.ts from a bundle of its own, whose copy of
 * this class is not the one the build script imports.
 */
export function isContentError(error: unknown): error is Error {
  return error instanceof Error && error.name === 'ContentError'
}
