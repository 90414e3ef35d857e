import {
  CONFIRM_PATH,
  LEAVE_PATH,
  MATCH_EMAIL_PATH,
  NEW_LINK_PATH,
} from '../../server/mail/mail-links.ts'
import { ADMIN_SIGN_IN_PATH, ADMIN_SIGN_OUT_PATH, WAITLIST_PATH } from '../../server/paths.ts'

/** Every route of the server that reads what a request sends. */
export const BODY_ROUTES = [
  WAITLIST_PATH,
  MATCH_EMAIL_PATH,
  CONFIRM_PATH,
  LEAVE_PATH,
  NEW_LINK_PATH,
  ADMIN_SIGN_IN_PATH,
  ADMIN_SIGN_OUT_PATH,
]

/** Those of them that expect a token, an address or nothing at all. */
export const SMALL_BODY_ROUTES = BODY_ROUTES.filter(
  (path) => path !== WAITLIST_PATH && path !== MATCH_EMAIL_PATH,
)
