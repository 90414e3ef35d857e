/** A build setting (SITE_URL, VITE_WAITLIST_ENDPOINT…) that cannot be used: one line says why. */
export class BuildSettingError extends Error {
  override name = 'BuildSettingError'
}

/**
 * Told by name, not by class: Vite loads vite.config.ts from a bundle of its own, whose copy of
 * this class is not the one the build script imports.
 */
export function isBuildSettingError(error: unknown): error is Error {
  return error instanceof Error && error.name === 'BuildSettingError'
}
