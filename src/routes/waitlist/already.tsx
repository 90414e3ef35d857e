import { createFileRoute } from '@tanstack/react-router'
import { JoinedPage } from '@/features/waitlist/joined-page'

export const Route = createFileRoute('/waitlist/already')({
  component: () => <JoinedPage already />,
})
