/**
 * `@latch/server/deploy`: running several server processes on one machine, for development, tests and
 * benchmarks: a local PostgreSQL, nginx, and the cluster of processes behind it.
 */
export {
  type ClusterOptions,
  type ClusterProcess,
  type RunningCluster,
  SERVER_NODE_FLAGS,
  startCluster,
} from './cluster.ts'
export { ensureNginx, type ProxiedPort, type RunningNginx, startNginx } from './nginx.ts'
export { startPostgres, type TestPostgres } from './postgres.ts'
