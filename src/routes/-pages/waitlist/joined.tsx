import { JoinedPage } from '@/features/waitlist/joined-page'

/** The confirmation of a sign-up sent without JavaScript (src/routes/waitlist/joined.tsx). */
export default function Joined() {
  return <JoinedPage already={false} />
}
