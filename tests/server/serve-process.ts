import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** `npm run serve` as it runs in production: a real process, on a database of its own. */
export type ServeProcess = {
  origin: string
  /** What it printed, so far. */
  output: () => string
  stop: () => Promise<void>
}

/**
 * Starts server/node.ts with `env` on `port` (no site built, the embedded database in a folder
 * of its own) and waits until it says it listens.
 */
export async function startServeProcess(
  port: number,
  env: Record<string, string>,
): Promise<ServeProcess> {
  const temp = mkdtempSync(path.join(tmpdir(), 'serve-process-'))
  // Node itself with tsx's loader, so a kill ends the server, not a parent of it.
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/node.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      WAITLIST_DATA_DIR: path.join(temp, 'waitlist'),
      DIST_DIR: path.join(temp, 'no-site'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const { stdout, stderr } = server
  if (!stdout || !stderr) throw new Error('npm run serve has no output to read')
  let said = ''
  for (const stream of [stdout, stderr])
    stream.on('data', (chunk) => {
      said += chunk
    })
  const exited = once(server, 'exit')
  while (!said.includes('Restwell on http')) {
    await Promise.race([once(stdout, 'data'), exited])
    if (server.exitCode !== null) throw new Error(`npm run serve stopped: ${said}`)
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    output: () => said,
    async stop() {
      if (server.exitCode === null) {
        server.kill('SIGTERM')
        await exited
      }
      rmSync(temp, { recursive: true, force: true })
    },
  }
}
