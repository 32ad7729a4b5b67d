/**
 * `npm run server`: the API server alone, serving the devnet that `npm run devnet` runs (its chains,
 * tokens and fixtures), unless `LATCH_CONFIG` names another configuration. Stops on Ctrl-C.
 */
import { devnetServerConfig } from '@latch/devnet/server-config'
import { startServer } from '@latch/server'

const server = await startServer(process.env, {
  logger: process.env.LOG === '1',
  config: devnetServerConfig(),
})
console.log(`Latch server on ${server.url} (${server.database})`)
const stop = async () => {
  await server.stop()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
