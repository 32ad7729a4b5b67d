/**
 * `npm run server`: the API server alone, serving the devnet that `npm run devnet` runs (its chains,
 * tokens and fixtures), unless `LATCH_CONFIG` names another configuration. Stops on Ctrl-C.
 */
import { DEVNET_SECURE_SITE, devnetServerConfig } from '@latch/devnet/server-config'
import { serveUntilStopped } from '@latch/server'

await serveUntilStopped(process.env, {
  logger: process.env.LOG === '1',
  config: devnetServerConfig({ secureSiteOrigin: DEVNET_SECURE_SITE }),
})
