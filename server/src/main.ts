/** `npm run server`: serves the API on the configured host and port until Ctrl-C. */
import { startServer } from './start.ts'

const server = await startServer(process.env, { logger: process.env.LOG === '1' })
console.log(`Latch server on ${server.url} (${server.database})`)
const stop = async () => {
  await server.stop()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
