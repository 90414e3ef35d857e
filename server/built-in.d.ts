// What the production build (scripts/build-server.ts) keeps inside the server's bundle; read only
// by built-content.ts and db/built-migrations.ts, which check it with zod like any other input.
declare module 'virtual:server/content' {
  const content: unknown
  export default content
}
declare module 'virtual:server/migrations' {
  const migrations: unknown
  export default migrations
}
