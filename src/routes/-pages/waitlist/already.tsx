import { JoinedPage } from '@/features/waitlist/joined-page'

/** The answer to a sign-up, sent without JavaScript, of an email already on the list. */
export default function AlreadyJoined() {
  return <JoinedPage already />
}
