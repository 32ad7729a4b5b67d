/** Every error code Latch raises; callers branch on `error.code`, never on the message text. */
export type LatchErrorCode =
  | 'INVALID_OPTION'
  | 'INVALID_CAIP2'
  | 'INVALID_CAIP10'
  | 'INVALID_VIEW'
  | 'CONNECTOR_NOT_FOUND'
  | 'ADAPTER_NOT_FOUND'
  | 'USER_REJECTED'
  | 'CONNECT_FAILED'
  | 'DISCONNECT_FAILED'
  | 'NOT_CONNECTED'
  | 'NETWORK_NOT_FOUND'

/** The fixed messages of the error catalogue, by code (SPEC §8). */
export const ERROR_MESSAGES = {
  INVALID_CAIP2: 'Invalid CAIP-2 network id',
  INVALID_CAIP10: 'Invalid CAIP-10 address',
  USER_REJECTED: 'Connection rejected',
  CONNECT_FAILED: 'Failed to connect',
  DISCONNECT_FAILED: 'Failed to disconnect',
  NETWORK_NOT_FOUND: 'Network not found',
} as const satisfies Partial<Record<LatchErrorCode, string>>

/**
 * An error raised by Latch, with a stable `code`.
 *
 * @example
 * try { parseCaipNetworkId('eip155') } catch (e) { if (e instanceof LatchError && e.code === 'INVALID_CAIP2') … }
 */
export class LatchError extends Error {
  override readonly name = 'LatchError'
  readonly code: LatchErrorCode
  constructor(code: LatchErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.code = code
  }
}

/**
 * Whether a wallet error means the person declined (EIP-1193 code 4001).
 *
 * @example
 * isUserRejection({ code: 4001 }) // true
 */
export function isUserRejection(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const e = error as { code?: unknown; cause?: unknown }
  return e.code === 4001 || (e.cause !== undefined && e.cause !== error && isUserRejection(e.cause))
}
