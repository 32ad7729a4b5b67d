/** Whether a value is a non-null object. */
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** What a non-OK answer's body says: its reason, and a visitor refusal's stable code and arguments. */
export type ErrorAnswer = { reason?: string; refusal?: { code: string; args: (string | number)[] } }

/**
 * Reads a non-OK answer's `{ error, reason?, args? }`: the reason clipped to 300 characters, and the
 * refusal when its code is a plain identifier and its arguments at most four short strings or numbers.
 *
 * @example
 * const { reason, refusal } = await errorAnswerOf(res) // refusal: { code: 'SWAP_INSUFFICIENT_BALANCE', args: ['ETH'] }
 */
export async function errorAnswerOf(res: Response): Promise<ErrorAnswer> {
  const body: unknown = await res.json().catch(() => undefined)
  if (!isObject(body)) return {}
  const reason = typeof body.error === 'string' ? body.error.slice(0, 300) : undefined
  const refusal = refusalOf(body)
  return { reason, ...(refusal ? { refusal } : {}) }
}

/**
 * A refusal in an answer's body `{ reason, args? }`: its code when a plain identifier, and its
 * arguments when at most four short strings or numbers; otherwise undefined.
 *
 * @example
 * refusalOf({ error: '…', reason: 'codeWrong', args: [2] }) // { code: 'codeWrong', args: [2] }
 */
export function refusalOf(body: unknown): ErrorAnswer['refusal'] {
  if (!isObject(body)) return undefined
  const { reason: code, args = [] } = body as { reason?: unknown; args?: unknown }
  const fine = (a: unknown) => typeof a === 'number' || (typeof a === 'string' && a.length <= 100)
  const ok =
    typeof code === 'string' &&
    /^[A-Za-z_]{1,64}$/.test(code) &&
    Array.isArray(args) &&
    args.length <= 4 &&
    args.every(fine)
  return ok ? { code, args: args as (string | number)[] } : undefined
}

/**
 * The reason a server gave for a non-OK answer (`{ "error": "…" }`), clipped to 300 characters.
 *
 * @example
 * const reason = await reasonOf(res) // 'Origin https://a.example is not allowed for project "p"…'
 */
export async function reasonOf(res: Response): Promise<string | undefined> {
  return (await errorAnswerOf(res)).reason
}
