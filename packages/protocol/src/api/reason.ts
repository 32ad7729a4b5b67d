/**
 * The reason a non-OK answer gives (`{ "error": "…" }`), read without zod for the page load's callers
 * (analytics); `refusal.ts` reads the rest of an error answer with its schema.
 */

/**
 * The `error` text of an answer's body, clipped to 300 characters; undefined when it has none.
 *
 * @example
 * errorText({ error: 'Unknown project' }) // 'Unknown project'
 */
export function errorText(body: unknown): string | undefined {
  const error = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined
  return typeof error === 'string' ? error.slice(0, 300) : undefined
}

/**
 * The reason a server gave for a non-OK answer (`{ "error": "…" }`), clipped to 300 characters.
 *
 * @example
 * const reason = await reasonOf(res) // 'Origin https://a.example is not allowed for project "p"…'
 */
export async function reasonOf(res: Response): Promise<string | undefined> {
  return errorText(await res.json().catch(() => undefined))
}
