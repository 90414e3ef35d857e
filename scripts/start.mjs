// npm start (after `prestart` has installed what was missing): the dev server on
// http://localhost:5173 (or PORT=…, or -- --port …) and the waitlist endpoint (server/) on the
// same origin, in this one process; run with tsx's loader, so the endpoint's TypeScript loads as
// it is.
import { createServer, loadEnv } from 'vite'
import { devPortFrom, isPortTaken, portTakenMessage } from './dev-port.ts'

// npm runs this through `sh -c`. Stopped by its pid, npm passes SIGTERM to that shell, which exits
// without passing it on, and this process would keep the port. It leaves with the shell instead:
// through Vite's own SIGTERM handling (close the server, then exit) once the server is up.
const parent = process.ppid
setInterval(() => {
  if (process.ppid !== parent) process.kill(process.pid, 'SIGTERM')
}, 250).unref()
// Ctrl+C takes the same way out. The waitlist's database stays open for the whole process (a Vite
// restart keeps it); what it committed is on disk, and its folder is handed back on exit.
process.once('SIGINT', () => process.kill(process.pid, 'SIGTERM'))

let PORT
try {
  PORT = devPortFrom(process.argv.slice(2), process.env)
} catch (error) {
  console.error(error.message)
  process.exit(1)
}
// The dev site sends sign-ups to its own endpoint, unless .env or the shell says otherwise.
if (!loadEnv('development', process.cwd(), 'VITE_').VITE_WAITLIST_ENDPOINT)
  process.env.VITE_WAITLIST_ENDPOINT = '/api/waitlist'

let server
let api
try {
  const { openDevWaitlistApi } = await import('./dev-api.ts')
  // What the endpoint says of a content change, in the dev server's own terminal lines.
  api = await openDevWaitlistApi((line) => server?.config.logger.info(line, { timestamp: true }))
  const waitlistApi = {
    name: 'restwell-waitlist-api',
    configureServer: (dev) => {
      dev.middlewares.use(api.middleware)
    },
  }
  server = await createServer({ plugins: [waitlistApi], server: { port: PORT, strictPort: true } })
  await server.listen()
  api.listening(`http://127.0.0.1:${PORT}`)
} catch (error) {
  console.error(
    isPortTaken(error) ? portTakenMessage(PORT) : error instanceof Error ? error.message : error,
  )
  await api?.close()
  process.exit(1)
}
server.printUrls()
server.config.logger.info(
  `  ➜  Waitlist: sign-ups go to ${api.database} (npm run waitlist -- list)`,
)
server.bindCLIShortcuts({ print: true })
server.config.logger.info('  ➜  press Ctrl+C to stop')
