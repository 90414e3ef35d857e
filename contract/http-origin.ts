/** The origin of an http(s) address that is only an origin (no path, query or hash); else none. */
export function httpOriginOf(value: string): string | undefined {
  const url = URL.canParse(value) ? new URL(value) : undefined
  const usable =
    url !== undefined &&
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    url.pathname === '/' &&
    url.search === '' &&
    url.hash === ''
  return usable ? url.origin : undefined
}
