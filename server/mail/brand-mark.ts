import { BRAND_MARK_PNG_BASE64 } from './brand-mark-png.ts'

/** The size the emails show the mark at, in CSS pixels; its PNG has twice as many. */
export const MAIL_MARK_SIZE = 40
export const MAIL_MARK_PIXELS = MAIL_MARK_SIZE * 2

/** The content id the HTML names the mark by: `<img src="cid:…">` (decision 0064). */
export const MAIL_MARK_CID = 'logo'

/** An image sent inside the message, shown where the HTML names its content id. */
export type InlineImage = { filename: string; content: Buffer; cid: string; contentType: string }

/** The brand's mark, attached to every email and shown beside the brand's name. */
export function brandMarkAttachment(): InlineImage {
  return {
    filename: 'logo.png',
    content: Buffer.from(BRAND_MARK_PNG_BASE64, 'base64'),
    cid: MAIL_MARK_CID,
    contentType: 'image/png',
  }
}
