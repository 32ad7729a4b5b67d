/** Options of the Solana adapter, checked when the app creates it (no Solana code loads for that). */

/** The commitment a Wallet Standard wallet understands for a preflight commitment (legacy names mapped). */
export type WalletCommitment = 'processed' | 'confirmed' | 'finalized'

/** Each preflight commitment a send may ask the node to simulate at (SPEC §5), legacy names mapped to current ones. */
const COMMITMENTS = {
  processed: 'processed',
  confirmed: 'confirmed',
  finalized: 'finalized',
  recent: 'processed',
  single: 'confirmed',
  singleGossip: 'confirmed',
  root: 'finalized',
  max: 'finalized',
} as const satisfies Record<string, WalletCommitment>

/** One of {@link PREFLIGHT_COMMITMENTS}. */
export type PreflightCommitment = keyof typeof COMMITMENTS
/** Preflight commitments a send may ask the node to simulate at (SPEC §5), legacy names included. */
export const PREFLIGHT_COMMITMENTS = Object.keys(COMMITMENTS) as readonly PreflightCommitment[]

/** Options of {@link solanaAdapter}. */
export type SolanaAdapterOptions = {
  /** The commitment a send's preflight simulation runs at; default `confirmed`. */
  preflightCommitment?: PreflightCommitment
}

/**
 * Checks the adapter's options; a bad value throws an error naming it and the values allowed.
 *
 * @example
 * readSolanaOptions({ preflightCommitment: 'singleGossip' }) // { preflightCommitment: 'confirmed' }
 */
export function readSolanaOptions(options: unknown): { preflightCommitment: WalletCommitment } {
  if (options === undefined) return { preflightCommitment: 'confirmed' }
  if (typeof options !== 'object' || options === null || Array.isArray(options))
    throw new TypeError('solanaAdapter: options must be an object')
  const { preflightCommitment = 'confirmed', ...rest } = options as Record<string, unknown>
  const unknown = Object.keys(rest)
  if (unknown.length)
    throw new TypeError(`solanaAdapter: unknown option ${unknown.map((k) => JSON.stringify(k)).join(', ')}`)
  if (!Object.hasOwn(COMMITMENTS, preflightCommitment as string))
    throw new TypeError(
      `solanaAdapter: preflightCommitment must be one of ${PREFLIGHT_COMMITMENTS.join(', ')}; got ${JSON.stringify(preflightCommitment)}`,
    )
  return { preflightCommitment: COMMITMENTS[preflightCommitment as PreflightCommitment] }
}
