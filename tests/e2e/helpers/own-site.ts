import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { precompressFile } from '../../../scripts/precompress.ts'
import { staticHandler } from '../../../server/static-site.ts'

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      const address = server.address()
      if (address === null || typeof address === 'string') reject(new Error('Not on a TCP port'))
      else resolve(address.port)
    })
  })
}

/**
 * A copy of a build (`dist/`, or another of the tests' builds) in a folder of its own, served as a
 * static host would on a free port, by a server the test can stop (the network is off: nothing
 * answers) and start again, and whose pages it can change, as a new deploy would.
 */
export async function ownSite(build: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'restwell-own-site-'))
  cpSync(build, dir, { recursive: true })
  // It looks a file up at each request, so a changed page is served at once.
  const serve = () => createServer(staticHandler(dir, { live: true }))
  let server = serve()
  const port = await listen(server, 0)
  /** Stops answering, and drops the connections the browser keeps open. */
  async function stop() {
    if (!server.listening) return
    const closed = new Promise((resolve) => server.close(resolve))
    server.closeAllConnections()
    await closed
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    stop,
    async start() {
      server = serve()
      await listen(server, port)
    },
    /** Rewrites one file of the copy, and its compressed copies, e.g. a page of a new deploy. */
    async change(file: string, edit: (text: string) => string) {
      const target = path.join(dir, file)
      writeFileSync(target, edit(readFileSync(target, 'utf8')))
      await precompressFile(target)
    },
    async remove() {
      await stop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

export type OwnSite = Awaited<ReturnType<typeof ownSite>>
