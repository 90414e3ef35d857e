// npm start (after `prestart` has installed what was missing): the dev server on
// http://localhost:5173, in this one process.
import { createServer } from 'vite'

// npm runs this through `sh -c`. Stopped by its pid, npm passes SIGTERM to that shell, which exits
// without passing it on, and this process would keep the port. It leaves with the shell instead:
// through Vite's own SIGTERM handling (close the server, then exit) once the server is up.
const parent = process.ppid
setInterval(() => {
  if (process.ppid !== parent) process.kill(process.pid, 'SIGTERM')
}, 250).unref()

let server
try {
  server = await createServer({ server: { port: 5173, strictPort: true } })
  await server.listen()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
server.printUrls()
server.bindCLIShortcuts({ print: true })
server.config.logger.info('  ➜  press Ctrl+C to stop')
