import { BuildSettingError } from './build-setting-error.ts'
import { httpOriginOf } from './http-origin.ts'

/** Where the site will live when no SITE_URL is given: a placeholder that is plainly one. */
export const DEFAULT_SITE_URL = 'https://restwell.example'

/**
 * The site's public origin, from the SITE_URL build setting: canonical links, og:url, og:image and
 * the sitemap all start with it. One line of explanation when it is not a usable address.
 */
export function siteUrlFrom(setting: string | undefined = process.env.SITE_URL): string {
  const value = setting?.trim() || DEFAULT_SITE_URL
  const origin = httpOriginOf(value)
  if (!origin)
    throw new BuildSettingError(
      `SITE_URL must be the site's origin, like https://restwell.com (no path), found "${value}"`,
    )
  return origin
}
