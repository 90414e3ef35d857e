import type { Server } from 'node:http'

/** Listens on a free port of 127.0.0.1 and resolves with the server's origin. */
export function listenOnFreePort(server: Server): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      if (address === null || typeof address === 'string') reject(new Error('Not on a TCP port'))
      else resolve(`http://127.0.0.1:${address.port}`)
    })
  })
}
