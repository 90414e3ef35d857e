import { REFERRAL_CODE } from '@contract/referral-code.ts'

/** The attribute on <html> while the visit came by a friend's personal link: the greeting shows. */
export const REFERRED_VISIT = 'data-referred-visit'

/** Where the landing of this visit is kept: for the tab's session, and no cookie. */
export const VISIT_SOURCE_KEY = 'restwell.visitSource'

/**
 * Takes `ref` out of the address bar, keeping the other parameters, the hash and the router's
 * history state: a shared or bookmarked address then never passes the code on. Returns the code
 * when it is well-formed.
 */
function takeReferralCode(): string | undefined {
  const url = new URL(location.href)
  const code = url.searchParams.get('ref')
  if (code === null) return undefined
  url.searchParams.delete('ref')
  history.replaceState(history.state, '', url.pathname + url.search + url.hash)
  return REFERRAL_CODE.test(code) ? code : undefined
}

/** Adds a referral code to the visit's note, when the visit arrives by another `?ref=` link later. */
function addReferralCode(storageKey: string, noted: string, referralCode: string) {
  const landing: unknown = JSON.parse(noted)
  if (typeof landing === 'object' && landing !== null)
    sessionStorage.setItem(storageKey, JSON.stringify({ ...landing, referralCode }))
}

/** Marks the page of a visit a friend's link brought, before its first paint: no layout moves. */
function markReferredVisit(referred: boolean) {
  document.documentElement.toggleAttribute(REFERRED_VISIT, referred)
}

/**
 * Notes where this visit came from (its `utm_*` parameters, the referring site, the landing path,
 * the code of the `?ref=` link it came by) on the first page of the visit; a `?ref=` link opened
 * later in the visit brings its code too. Each prerendered page runs it before its first paint, in
 * its early-input script (src/early-input.ts), so it never throws.
 */
export function rememberVisitSource(storageKey: string): void {
  try {
    const referralCode = takeReferralCode()
    const noted = sessionStorage.getItem(storageKey)
    if (noted) {
      if (referralCode) addReferralCode(storageKey, noted, referralCode)
      markReferredVisit(referralCode !== undefined || noted.includes('"referralCode"'))
      return
    }
    markReferredVisit(referralCode !== undefined)
    // Within the sign-up's limits (contract/signup-payload.ts), without a control character a
    // link may carry (%1B) or half a character cut off: the server would refuse the whole sign-up.
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
    const landing = {
      utm,
      referrer,
      landingPath: clipped(location.pathname, 1000),
      ...(referralCode ? { referralCode } : {}),
    }
    sessionStorage.setItem(storageKey, JSON.stringify(landing))
  } catch {
    // Storage refused (some private modes): the sign-up then says the source is unknown.
  }
}
