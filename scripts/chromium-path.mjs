import { Launcher } from 'chrome-launcher'

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

/**
 * CHROME_PATH first, then the system's Chrome or Chromium, as Lighthouse's launcher finds them;
 * undefined when there is none.
 */
export function findChromium() {
  return Launcher.getFirstInstallation()
}
