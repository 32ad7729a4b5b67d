import { isObject } from './guards.ts'
/**
 * The reason a server gave for a non-OK answer (`{ "error": "…" }`), clipped to 300 characters.
 *
 * @example
 * const reason = await reasonOf(res) // 'Origin https://a.example is not allowed for project "p"…'
 */
export async function reasonOf(res: Response): Promise<string | undefined> {
  const body: unknown = await res.json().catch(() => undefined)
  return isObject(body) && typeof body.error === 'string' ? body.error.slice(0, 300) : undefined
}
