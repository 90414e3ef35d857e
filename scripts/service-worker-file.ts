/**
 * Where the build writes the service worker (src/service-worker/sw.ts, built by
 * scripts/service-worker-plugin.ts), pages register it, and the host headers keep it revalidated.
 */
export const SERVICE_WORKER_URL = '/sw.js'
