/** Placeholder until the waitlist form lands (issue 6); the home page already mounts it. */
export function WaitlistForm() {
  return null
}
