/**
 * What callers send the API's feature calls: the swap's (convert, SPEC §7), the on-ramp's and sign-in
 * with X's, as schemas the server declares its routes with; `convert-wire.ts`, `onramp-wire.ts` and
 * `siwx-wire.ts`'s request types are what they accept. zod's mini build, imported by the server only.
 */
import * as z from 'zod/mini'
import { caipAccountId, caipNetworkId, evmTokenId } from '../caip-ids.ts'
import { SWAP_SLIPPAGE_MAX } from './limits.ts'
import { ONRAMP_PAYMENT_METHODS } from './onramp-lists.ts'
import { plainOrCaip10Address } from './requests.ts'

/** An amount in base units, as decimal text. */
const baseUnits = z.string().check(z.regex(/^[0-9]{1,78}$/, 'Expected a whole number of base units'))
const MAX_UINT256 = 2n ** 256n - 1n
/** An amount above 0 that fits in 256 bits. */
const positive = baseUnits.check(
  z.refine(
    (a) => /^[0-9]+$/.test(a) && BigInt(a) > 0n && BigInt(a) <= MAX_UINT256,
    'Expected an amount above 0',
  ),
)
/** Which side of a swap the amount fixes (default: what is paid). */
const side = z._default(z.enum(['in', 'out']), 'in')

/** `GET /v1/convert/tokens` query. */
export const convertTokensQuery = z.object({ chainId: caipNetworkId })
/** `GET /v1/convert/quotes` query; `userAddress` (CAIP-10 or plain) adds the balance check. */
export const convertQuotesQuery = z.object({
  amount: positive,
  userAddress: z.optional(plainOrCaip10Address),
  from: evmTokenId,
  to: evmTokenId,
  /** Wei per gas for the network fee (default: the network's price now). */
  gasPrice: z.optional(baseUnits),
  /** The side `amount` fixes (a Latch addition; default `in`). */
  exact: side,
})
/** `GET /v1/convert/allowance` query. */
export const convertAllowanceQuery = z.object({ tokenAddress: evmTokenId, userAddress: plainOrCaip10Address })
/** `GET /v1/convert/gas-price` query. */
export const gasPriceQuery = z.object({ chainId: caipNetworkId })
/** `GET /v1/convert/build-approve` query: the user, the token to approve, the token bought, the amount. */
export const buildApproveQuery = z.object({
  userAddress: plainOrCaip10Address,
  from: evmTokenId,
  to: evmTokenId,
  amount: positive,
})
/** `POST /v1/convert/build-transaction` body. */
export const buildTransactionBody = z.object({
  amount: positive,
  /** Slippage in percent, as a number or its text. */
  eip155: z.optional(
    z.object({
      slippage: z.optional(
        z.pipe(
          z.union([z.number(), z.string().check(z.maxLength(32))]),
          z.pipe(z.transform(Number), z.number().check(z.gte(0), z.lte(SWAP_SLIPPAGE_MAX))),
        ),
      ),
    }),
  ),
  projectId: z.optional(z.string()),
  from: evmTokenId,
  to: evmTokenId,
  userAddress: plainOrCaip10Address,
  /**
   * Builds the swap without asking the node: no gas estimate, and no allowance required yet (for a wallet
   * that sends the approval and the swap as one batch, and estimates the swap once the approval is mined).
   */
  disableEstimate: z.optional(z.boolean()),
  exact: side,
})

const paymentMethod = z._default(z.enum(ONRAMP_PAYMENT_METHODS), 'card')
/** `POST /v1/onramp/quote` body: the coin's symbol, the fiat, the amount of fiat and the CAIP-2 network. */
export const onrampQuoteBody = z.object({
  purchaseCurrency: z.string().check(z.minLength(1), z.maxLength(12)),
  paymentCurrency: z.string().check(z.minLength(1), z.maxLength(8)),
  amount: z.string().check(z.maxLength(20)),
  network: caipNetworkId,
  /** Default `card` (a Latch addition). */
  paymentMethod,
})
/** `POST /v1/generators/onrampurl` body (SPEC §7), with Latch's payment fields: one destination wallet. */
export const onrampUrlBody = z.object({
  destinationWallets: z
    .array(
      z.object({
        address: plainOrCaip10Address,
        blockchains: z.optional(z.array(z.string().check(z.maxLength(64))).check(z.maxLength(10))),
        assets: z.optional(z.array(z.string().check(z.maxLength(12))).check(z.maxLength(10))),
      }),
    )
    .check(z.minLength(1), z.maxLength(1)),
  defaultNetwork: caipNetworkId,
  partnerUserId: z.string().check(z.minLength(1), z.maxLength(200)),
  defaultExperience: z._default(z.literal('buy'), 'buy'),
  presetCryptoAmount: z.optional(z.number().check(z.positive())),
  presetFiatAmount: z.optional(z.number().check(z.positive(), z.lte(1e9))),
  paymentCurrency: z._default(z.string().check(z.maxLength(8)), 'USD'),
  paymentMethod,
  purchaseCurrency: z.optional(z.string().check(z.maxLength(12))),
  provider: z.optional(z.string().check(z.maxLength(32))),
})
/** Path params of `GET /v1/onramp/orders/{id}`: an order's id. */
export const onrampOrderParams = z.object({
  id: z.string().check(z.regex(/^ord_[0-9a-f]{32}$/, 'Unknown order')),
})

/** `POST /v1/siwx/sessions` body: the message as signed and its signature. */
export const siwxSignInBody = z.object({
  message: z.string().check(z.minLength(1), z.maxLength(4_096)),
  /**
   * 0x hex on EVM (ERC-6492 signatures wrap the account's deployment: longer than an EOA's 65 bytes),
   * base58 on Solana, base64 on Bitcoin (BIP-322).
   */
  signature: z
    .string()
    .check(
      z.regex(
        /^(0x[0-9a-fA-F]+|[1-9A-HJ-NP-Za-km-z]{64,100}|[A-Za-z0-9+/]{40,}={0,2})$/,
        'Invalid signature: 0x hex, base58 or base64',
      ),
      z.maxLength(20_000),
    ),
})
/** Path params naming a linked wallet: its CAIP-10 account (`eip155:1:0xAbc…`, `solana:<genesis>:<base58>`). */
export const siwxLinkParams = z.object({
  account: caipAccountId,
})
