import { randomInt } from 'node:crypto'

/**
 * What a referral code is made of: letters and digits, so no code starts a spreadsheet's cell
 * with a formula sign and the export's `referral_code` is the link's code (decision 0046). Codes
 * made before of base64url (`-`, `_`) keep working.
 */
const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** A new referral code: 12 characters of 62, about 71 random bits (decision 0031). */
export const newReferralCode = () =>
  Array.from({ length: 12 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')
