// npm run audit: fails on a high or critical advisory in a runtime dependency. When the registry's
// audit service cannot be reached (offline, a mirror without it), says so in one line and passes:
// the check is about the dependencies, not the network.
import { spawnSync } from 'node:child_process'

const UNREACHABLE =
  /audit endpoint returned an error|ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT/

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
// npm.cmd on Windows runs only through a shell.
const audit = spawnSync(npm, ['audit', '--omit=dev', '--audit-level=high'], {
  encoding: 'utf8',
  shell: process.platform === 'win32',
})
const output = `${audit.stdout ?? ''}${audit.stderr ?? ''}`

if (audit.error) {
  // npm itself could not run: that is a broken set-up, not an unreachable registry.
  console.log(`npm audit: could not run npm (${audit.error.message}).`)
  process.exitCode = 1
} else if (audit.status === 0) {
  console.log('npm audit: no high or critical advisory in the runtime dependencies.')
} else if (!/vulnerabilit/i.test(output) && UNREACHABLE.test(output)) {
  console.log('npm audit: skipped, the registry’s audit service could not be reached.')
} else {
  process.stdout.write(output)
  process.exitCode = 1
}
