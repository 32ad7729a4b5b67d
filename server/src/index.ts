/** @latch/server: the self-hosted Latch API. */
export { buildApp } from './app.ts'
export { configSchema, defaultConfig, loadConfig, type ServerConfig } from './config.ts'
