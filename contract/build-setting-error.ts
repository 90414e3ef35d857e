/** A build setting (SITE_URL, VITE_WAITLIST_ENDPOINT…) that cannot be used: one line says why. */
export class BuildSettingError extends Error {
  override name = 'BuildSettingError'
}
