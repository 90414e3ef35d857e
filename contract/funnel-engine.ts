import { BuildSettingError } from './build-setting-error.ts'
import { httpOriginOf } from './http-origin.ts'

/**
 * An analytics engine the owner already uses, which the funnel's steps also go to as custom
 * events (issue 48, decision 0068): where its events API is, and what names the site there.
 */
export type FunnelEngine =
  | { kind: 'plausible'; events: string; domain: string }
  | { kind: 'umami'; events: string; website: string }

/** The build settings that choose one (docs/deploying.md, "Build settings", lists them). */
export const FUNNEL_ENGINE_SETTINGS = [
  'PLAUSIBLE_DOMAIN',
  'PLAUSIBLE_HOST',
  'UMAMI_WEBSITE_ID',
  'UMAMI_HOST',
] as const
type FunnelEngineSetting = (typeof FUNNEL_ENGINE_SETTINGS)[number]

/** Plausible's own service, when PLAUSIBLE_HOST does not name a self-hosted one. */
export const PLAUSIBLE_CLOUD = 'https://plausible.io'

/** A site's domain as Plausible names it: `restwell.com`, or several for a roll-up, by commas. */
const PLAUSIBLE_SITE = /^[a-z0-9-]+(\.[a-z0-9-]+)*(,[a-z0-9-]+(\.[a-z0-9-]+)*)*$/i
/** An Umami website id: a UUID. */
const UMAMI_WEBSITE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const wrong = (setting: string, expected: string, value: string) =>
  new BuildSettingError(`${setting} must be ${expected}, found "${value}"`)

/** The host's origin: an http(s) address with no path, query or hash. */
function originFrom(setting: string, value: string): string {
  const origin = httpOriginOf(value)
  if (!origin) throw wrong(setting, 'an http(s) origin such as https://stats.example.com', value)
  return origin
}

/**
 * The engine the build settings choose, or none when none is set (the site then sends nothing
 * to anyone else). One line naming the setting, and a failed build, for a value that cannot work.
 */
export function funnelEngineFrom(
  settings: Readonly<Record<string, string | undefined>> = process.env,
): FunnelEngine | null {
  const read = (name: FunnelEngineSetting) => settings[name]?.trim() ?? ''
  const domain = read('PLAUSIBLE_DOMAIN')
  const plausibleHost = read('PLAUSIBLE_HOST')
  const website = read('UMAMI_WEBSITE_ID')
  const umamiHost = read('UMAMI_HOST')
  if ((domain || plausibleHost) && (website || umamiHost))
    throw new BuildSettingError(
      'PLAUSIBLE_DOMAIN and UMAMI_WEBSITE_ID cannot both be set: the funnel goes to one engine',
    )
  if (domain || plausibleHost) {
    if (!PLAUSIBLE_SITE.test(domain))
      throw wrong(
        'PLAUSIBLE_DOMAIN',
        "the site's domain in Plausible, such as restwell.com",
        domain,
      )
    const host = originFrom('PLAUSIBLE_HOST', plausibleHost || PLAUSIBLE_CLOUD)
    return { kind: 'plausible', events: `${host}/api/event`, domain: domain }
  }
  if (website || umamiHost) {
    if (!UMAMI_WEBSITE.test(website))
      throw wrong('UMAMI_WEBSITE_ID', "the website's id in Umami (a UUID)", website)
    if (!umamiHost)
      throw wrong('UMAMI_HOST', "the Umami server's origin, such as https://cloud.umami.is", '')
    const host = originFrom('UMAMI_HOST', umamiHost)
    return { kind: 'umami', events: `${host}/api/send`, website: website }
  }
  return null
}
