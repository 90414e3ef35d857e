/** How long a navigation waits for the network before the precached page answers instead. */
export const NETWORK_TIMEOUT_MS = 3000

type Fallback = () => Promise<Response | undefined>

/**
 * The network's answer to `request`, so a new deploy shows on the next visit; the fallback's
 * (the precached page) when the network fails, or is still silent after `timeoutMs`. A slow
 * answer with no fallback to give is still waited for.
 */
export async function networkFirst(
  request: Request,
  fallback: Fallback,
  timeoutMs = NETWORK_TIMEOUT_MS,
): Promise<Response> {
  const network = fetch(request)
  // A network answer that fails after the fallback was given is of no further interest.
  network.catch(() => undefined)
  let timer: ReturnType<typeof setTimeout> | undefined
  const slow = new Promise<'slow'>((resolve) => {
    timer = setTimeout(resolve, timeoutMs, 'slow')
  })
  try {
    const first = await Promise.race([network, slow])
    if (first !== 'slow') return first
    return (await fallback()) ?? (await network)
  } catch {
    return (await fallback()) ?? Response.error()
  } finally {
    clearTimeout(timer)
  }
}
