import type { CommonQuery } from './wire.ts'

/**
 * The API's base URL as every caller joins paths to it: without a trailing slash.
 *
 * @example
 * apiBase('https://api.example/') // 'https://api.example'
 */
export const apiBase = (apiUrl: string): string => apiUrl.replace(/\/$/, '')

/** Who calls: the project, the SDK's type and version, and this browser's id (SPEC §7). */
export type Caller = { projectId: string; sdkType: string; sdkVersion: string; clientId: string }

/**
 * A call's URL: the base, the path, and the query every call carries (`projectId`, `st`, `sv`,
 * `clientId`) followed by the call's own parameters (undefined ones left out).
 *
 * @example
 * apiEndpoint('https://api.example/', '/e', caller) // 'https://api.example/e?projectId=…&st=latch&sv=0.1.0&clientId=…'
 */
export function apiEndpoint(
  apiUrl: string,
  path: string,
  caller: Caller,
  params: Readonly<Record<string, string | undefined>> = {},
): string {
  const common: CommonQuery = {
    projectId: caller.projectId,
    st: caller.sdkType,
    sv: caller.sdkVersion,
    clientId: caller.clientId,
  }
  const query = new URLSearchParams(common)
  for (const [k, v] of Object.entries(params)) if (v !== undefined) query.set(k, v)
  return `${apiBase(apiUrl)}${path}?${query}`
}
