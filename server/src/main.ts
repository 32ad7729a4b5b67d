/** `npm run server`: serves the API on the configured host and port until Ctrl-C. */
import { buildApp } from './app.ts'
import { loadConfig } from './config.ts'

const config = loadConfig(process.env)
const app = await buildApp(config, { logger: process.env.LOG === '1' })
await app.listen({ host: config.host, port: config.port })
console.log(`Latch server on http://${config.host}:${config.port}`)
const stop = async () => {
  await app.close()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
