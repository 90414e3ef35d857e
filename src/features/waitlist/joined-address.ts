/** Where this tab keeps the address it joined the waitlist with (decision 0061). */
export const JOINED_ADDRESS_KEY = 'restwell.joinedAddress'

/**
 * Keeps, for this tab's visit only, the address a sign-up from this tab used: the quiz's email
 * step then starts with it. The browser's lasting memory keeps no address (decision 0032).
 */
export function rememberJoinedAddress(email: string): void {
  try {
    sessionStorage.setItem(JOINED_ADDRESS_KEY, email)
  } catch {
    // Storage refused (some private modes): the email step starts empty, as before.
  }
}

/** The address this tab joined with, if it did. */
export function joinedAddress(): string {
  try {
    return sessionStorage.getItem(JOINED_ADDRESS_KEY) ?? ''
  } catch {
    return ''
  }
}

/** "Not you?": the tab forgets the address too. */
export function forgetJoinedAddress(): void {
  try {
    sessionStorage.removeItem(JOINED_ADDRESS_KEY)
  } catch {
    // Nothing was kept.
  }
}
