/**
 * A sign-up's personal referral code (issue 34), as the server makes them: random, never derived
 * from the address, at least 8 characters. A visitor who arrives by `/?ref=<code>` keeps it. It
 * lives in a module that imports nothing, because the early-input script checks it.
 */
export const REFERRAL_CODE = /^[A-Za-z0-9_-]{8,64}$/
