/** The limits and patterns both sides of the API agree on: page sizes, batch sizes, names' labels. */

/** A Solana address as text: 32 to 44 base58 characters (the 32 bytes are checked where it is decoded). */
export const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/** History transactions per page unless `limit` says otherwise, and the most one page may hold. */
export const HISTORY_PAGE_SIZE = 25
export const HISTORY_PAGE_MAX = 100
/** Registry wallets per page unless `entries` says otherwise, and the most one page may hold. */
export const WALLETS_PAGE_SIZE = 40
export const WALLETS_PAGE_MAX = 100
/** Analytics events one `POST /e` may carry. */
export const ANALYTICS_BATCH_MAX = 100
/** Assets one `POST /v1/fungible/price` may ask for. */
export const PRICE_ADDRESSES_MAX = 100
/** A signed name registration older (or further in the future) than this is refused. */
export const REGISTRATION_MAX_AGE_S = 600
/** A name's label (before the zone): letters, digits and hyphens, 4 to 63 characters (SPEC §5, §9). */
export const NAME_LABEL = /^[a-z0-9-]{4,63}$/
/** Coin types of EVM chains set this bit (ENSIP-11): chain id OR 0x80000000 (SPEC §9). */
export const EVM_COIN_TYPE_FLAG = 0x80000000
/** JSON-RPC batches are split above this many entries (SPEC §9). */
export const RPC_BATCH_MAX = 1_000

/** Swap slippage unless a call says otherwise, in percent (SPEC §9). */
export const SWAP_SLIPPAGE_DEFAULT = 1
/** The slippage a call may ask for, in percent: above it a swap is refused as a mistake. */
export const SWAP_SLIPPAGE_MAX = 50
