/** @latch/server: the self-hosted Latch API. */
export { buildApp } from './app.ts'
export { configSchema, loadConfig, parseConfig, type ServerConfig } from './config.ts'
export { type Database, type DatabaseConfig, openDatabase } from './db/client.ts'
export {
  ExplorerImportError,
  type ExplorerImportOptions,
  type ExplorerImportReport,
  importExplorer,
} from './registry/explorer-import.ts'
export { type RegistryEntry, registryEntry, upsertWallets } from './registry/store.ts'
export { type RunningServer, serveUntilStopped, startServer } from './start.ts'
