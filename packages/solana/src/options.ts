/** Options of the Solana adapter, checked when the app creates it (no Solana code loads for that). */

/** Preflight commitments a send may ask the node to simulate at (SPEC §5), legacy names included. */
export const PREFLIGHT_COMMITMENTS = [
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
] as const
/** One of {@link PREFLIGHT_COMMITMENTS}. */
export type PreflightCommitment = (typeof PREFLIGHT_COMMITMENTS)[number]

/** Options of {@link solanaAdapter}. */
export type SolanaAdapterOptions = {
  /** The commitment a send's preflight simulation runs at; default `confirmed`. */
  preflightCommitment?: PreflightCommitment
}

/** The commitment a Wallet Standard wallet understands for a preflight commitment (legacy names mapped). */
export type WalletCommitment = 'processed' | 'confirmed' | 'finalized'

const LEGACY: Record<PreflightCommitment, WalletCommitment> = {
  processed: 'processed',
  recent: 'processed',
  confirmed: 'confirmed',
  single: 'confirmed',
  singleGossip: 'confirmed',
  finalized: 'finalized',
  root: 'finalized',
  max: 'finalized',
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
  if (!(PREFLIGHT_COMMITMENTS as readonly unknown[]).includes(preflightCommitment))
    throw new TypeError(
      `solanaAdapter: preflightCommitment must be one of ${PREFLIGHT_COMMITMENTS.join(', ')}; got ${JSON.stringify(preflightCommitment)}`,
    )
  return { preflightCommitment: LEGACY[preflightCommitment as PreflightCommitment] }
}
