// Which port `npm start` serves on: 5173, or the one asked for, as `PORT=5180 npm start` or
// `npm start -- --port 5180` (the flag wins).

export const DEFAULT_DEV_PORT = 5173

/** The port asked for in `argv` or `env`; a one-line error for one that is not a port. */
export function devPortFrom(argv: readonly string[], env: NodeJS.ProcessEnv): number {
  const flag = argv.indexOf('--port')
  const asked = flag >= 0 ? argv[flag + 1] : env.PORT
  if (asked === undefined || asked.trim() === '') return DEFAULT_DEV_PORT
  const port = Number(asked)
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`The port must be a whole number from 1 to 65535, found "${asked}".`)
  return port
}

/** What `npm start` says, in one line, when another program already listens on its port. */
export function portTakenMessage(port: number): string {
  const other = port === 5180 ? 5181 : 5180
  return `Port ${port} is taken, perhaps by another npm start: stop that one, or start on another port with PORT=${other} npm start (or npm start -- --port ${other}).`
}

/** Whether `error` says the port was taken (Vite's strictPort, or Node's EADDRINUSE). */
export function isPortTaken(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  return (
    ('code' in error && error.code === 'EADDRINUSE') ||
    /Port \d+ is already in use/.test(error.message)
  )
}
