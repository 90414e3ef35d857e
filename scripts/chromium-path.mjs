import { existsSync } from 'node:fs'
import { Launcher } from 'chrome-launcher'

/** Debian's Chromium, which the tests are written against. */
const DEBIAN_CHROMIUM = '/usr/bin/chromium'

/**
 * How the tests and the bench start Chromium: no sandbox or GPU (containers),
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

/**
 * CHROME_PATH when set (undefined if nothing is there), else Debian's Chromium, else the Chrome
 * or Chromium Lighthouse's launcher finds; undefined when there is none.
 */
export function findChromium() {
  const fromEnv = process.env.CHROME_PATH
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined
  return existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : Launcher.getFirstInstallation()
}
