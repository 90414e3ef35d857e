/** Where the landing of this visit is kept: for the tab's session, and no cookie. */
export const VISIT_SOURCE_KEY = 'restwell.visitSource'

/**
 * Notes where this visit came from (its `utm_*` parameters, the referring site, the landing path)
 * on the first page of the visit. Each prerendered page runs it before its first paint, in its
 * early-input script (src/early-input.ts), so it never throws.
 */
export function rememberVisitSource(storageKey: string): void {
  try {
    if (sessionStorage.getItem(storageKey)) return
    // Within the sign-up's limits (signup-payload.ts), without a control character a link may
    // carry (%1B) or half a character cut off: the server would refuse the whole sign-up.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes.
    const controls = /[\u0000-\u001f\u007f-\u009f]/g
    const clipped = (text: string, max: number) =>
      text
        .replace(controls, '')
        .slice(0, max)
        .replace(/[\ud800-\udbff]$/, '')
    const utm: Record<string, string> = {}
    new URLSearchParams(location.search).forEach((value, name) => {
      if (/^utm_[a-z_]{1,40}$/.test(name) && Object.keys(utm).length < 10)
        utm[name] = clipped(value, 200)
    })
    let referrer = ''
    if (document.referrer && new URL(document.referrer).origin !== location.origin)
      referrer = clipped(document.referrer, 500)
    const landing = { utm, referrer, landingPath: clipped(location.pathname, 1000) }
    sessionStorage.setItem(storageKey, JSON.stringify(landing))
  } catch {
    // Storage refused (some private modes): the sign-up then says the source is unknown.
  }
}
