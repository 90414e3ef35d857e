import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const CANDIDATES = [
  '/usr/bin/chromium',
  'chromium-browser',
  'google-chrome',
  'google-chrome-stable',
]

function resolveCommand(candidate) {
  if (candidate.startsWith('/')) return existsSync(candidate) ? candidate : undefined
  try {
    return execFileSync('which', [candidate], { encoding: 'utf8' }).trim() || undefined
  } catch {
    return undefined
  }
}

/**
 * How the tests, the bench and the image scripts start Chromium: no sandbox or GPU (containers),
 * and none of the background traffic a machine without internet would refuse.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** CHROME_PATH first, then the usual system installs; undefined when there is none. */
export function findChromium() {
  const fromEnv = process.env.CHROME_PATH
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined
  for (const candidate of CANDIDATES) {
    const found = resolveCommand(candidate)
    if (found) return found
  }
  return undefined
}
