// Stops the browser tests with one clear line when no Chromium is installed.
import { findChromium } from './chromium-path.mjs'

if (!findChromium()) {
  console.error(
    'No Chromium found: set CHROME_PATH, or install one with `sudo apt-get install -y chromium` (Debian/Ubuntu).',
  )
  process.exit(1)
}
