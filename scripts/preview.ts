// npm run preview: serves a build folder as a static host would (server/static-site.ts).
// Usage: tsx scripts/preview.ts [--dir dist] [--port 4173] [--host 127.0.0.1]
import { parseArgs } from 'node:util'
import { startStaticServer } from '../server/static-site.ts'

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist' },
    port: { type: 'string', default: '4173' },
    host: { type: 'string', default: '127.0.0.1' },
  },
})
await startStaticServer(values.dir, Number(values.port), values.host)
console.log(`Serving ${values.dir}/ on http://${values.host}:${values.port}`)
