/**
 * What the API answers (SPEC §7), as schemas: the server declares each route's answer with them (its
 * OpenAPI document describes them), the client parses every answer with them (an answer of another
 * shape is a failed request, never a crash in a view), and `wire.ts`'s answer types are inferred from
 * them. zod's mini build: only the lazily loaded API client and the server import this module; the
 * page load never does.
 */
import * as z from 'zod/mini'
import { anyCaipNetworkId, caipAccountId, caipNetworkId, evmTokenId } from '../caip-ids.ts'
import { ONRAMP_DECLINE_REASONS, ONRAMP_ORDER_STATUSES, ONRAMP_PAYMENT_METHODS } from './onramp-lists.ts'

/** What a call's answer is parsed with: one of this module's schemas. */
export type AnswerSchema = z.ZodMiniType
/** The answer a schema parses to. */
export type AnswerOf<S extends AnswerSchema> = z.infer<S>

const nullableString = z.nullable(z.string())
const finite = z.number().check(z.refine(Number.isFinite))

/** `GET /health`. */
export const healthAnswer = z.object({ status: z.literal('ok') })

/** `GET /v1/supported-chains`: the networks the server serves, as CAIP-2 ids, by transport. */
export const supportedChainsAnswer = z.object({ http: z.array(caipNetworkId), ws: z.array(caipNetworkId) })

/** `GET /v1/identity/{address}`: the address's first name and its avatar. */
export const identityAnswer = z.object({ name: nullableString, avatar: nullableString })

/** A token balance (SPEC §3). `address` is the token's CAIP-10 id; absent for the native coin. */
export const tokenBalance = z.object({
  name: z.string(),
  symbol: z.string(),
  chainId: z.string(),
  address: z.optional(z.string()),
  value: finite,
  price: finite,
  quantity: z.object({ decimals: z.string(), numeric: z.string() }),
  iconUrl: z.string(),
})
/** Token balances, as the client caches them. */
export const tokenBalances = z.array(tokenBalance)
/** `GET /v1/account/{address}/balance`: balances above zero, with USD values. */
export const balanceAnswer = z.object({ balances: tokenBalances })

/** One transfer of a transaction, as the account sees it. */
export const transferAnswer = z.object({
  direction: z.enum(['in', 'out', 'self']),
  /**
   * The transfer's own parties: for a token or NFT, the `from` and `to` of its `Transfer` log (never the
   * token contract); for a native transfer, the transaction's sender and recipient. Lower-case.
   */
  sender: z.string(),
  recipient: z.string(),
  quantity: z.object({ numeric: z.string() }),
  price: z.optional(finite),
  value: z.optional(finite),
  fungible_info: z.optional(
    z.object({ name: z.string(), symbol: z.string(), icon: z.object({ url: z.string() }) }),
  ),
  nft_info: z.optional(
    z.object({
      name: z.string(),
      token_id: z.string(),
      content: z.object({ preview: z.object({ url: z.string() }) }),
      flags: z.object({ is_spam: z.boolean() }),
    }),
  ),
})
/** A transaction of the history (SPEC §3). */
export const transactionAnswer = z.object({
  id: z.string(),
  metadata: z.object({
    operationType: z.string(),
    hash: z.string(),
    minedAt: z.string(),
    chain: z.string(),
    status: z.string(),
    /** The transaction's sender and recipient (a contract, for a token transfer), not a transfer's. */
    sentFrom: z.string(),
    sentTo: z.string(),
    /** The sender's nonce for this transaction. */
    nonce: z.number(),
  }),
  transfers: z.array(transferAnswer),
})
/** `GET /v1/account/{address}/history`: one page, newest first, and the cursor of the next. */
export const historyAnswer = z.object({ data: z.array(transactionAnswer), next: nullableString })

/** The latest block (decimal) holding a transfer of the account on the chain; `'0'` when none does. */
export const changesAnswer = z.object({ block: z.string() })

/** An NFT the account holds (a Latch addition to SPEC §7). */
export const nftAnswer = z.object({
  chainId: z.string(),
  contract: z.string(),
  tokenId: z.string(),
  name: z.string(),
  collection: z.string(),
  symbol: z.string(),
  previewUrl: z.string(),
  isSpam: z.boolean(),
})
/** `GET /v1/account/{address}/nfts`. */
export const nftsAnswer = z.object({ data: z.array(nftAnswer) })

/** `POST /v1/fungible/price`. */
export const fungiblePriceAnswer = z.object({
  fungibles: z.array(
    z.object({
      address: z.string(),
      name: z.string(),
      symbol: z.string(),
      iconUrl: z.string(),
      price: finite,
    }),
  ),
})

/**
 * A name's profile. Timestamps are ISO 8601; `addresses` is keyed by ENSIP-11 coin type; `attributes`
 * holds one key-value object (avatar, bio, …), or none.
 */
export const profileAnswer = z.object({
  name: z.string(),
  registered_at: z.string(),
  updated_at: z.string(),
  addresses: z.record(z.string(), z.object({ address: z.string(), created: z.string() })),
  attributes: z.array(z.record(z.string(), z.string())),
})
/** `GET /v1/profile/reverse/{address}`: the names an address owns, oldest first. */
export const reverseProfileAnswer = z.array(profileAnswer)
/** `GET /v1/profile/suggestions/{name}`. */
export const nameSuggestionsAnswer = z.object({
  suggestions: z.array(z.object({ name: z.string(), registered: z.boolean() })),
})
/** `POST /v1/profile/account`. */
export const registerNameAnswer = z.object({ success: z.boolean(), name: z.string() })

/** A permission session of an account. */
export const sessionAnswer = z.object({
  pci: z.string(),
  data: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
})
/** `GET /v1/sessions/{address}`: the account's live sessions. */
export const sessionsAnswer = z.object({ sessions: z.array(sessionAnswer) })
/** What the session calls answer on success. */
export const successAnswer = z.object({ success: z.boolean() })

/** A wallet of the registry (`GET /v1/wallets`, a Latch addition to SPEC §7). */
export const registryWalletAnswer = z.object({
  id: z.string(),
  name: z.string(),
  /** The EIP-6963 reverse-DNS id of its browser extension, when it has one. */
  rdns: nullableString,
  homepage: nullableString,
  /** The URL of its icon: a path on the Latch server on the wire, absolute once the client has it. */
  imageUrl: z.string(),
  /** Deep-link scheme of its mobile app, e.g. `metamask://`. */
  mobileLink: nullableString,
  /** Universal link of its mobile app, e.g. `https://metamask.app.link`. */
  universalLink: nullableString,
  desktopLink: nullableString,
  webappLink: nullableString,
  /** CAIP-2 chains it supports (of any chain: a listing may name chains Latch does not serve). */
  chains: z.array(anyCaipNetworkId),
})
/** `GET /v1/wallets`: one page, and how many wallets match in all. */
export const walletsAnswer = z.object({ count: z.number(), data: z.array(registryWalletAnswer) })

/** A token that can be swapped on a network. */
export const swapTokenAnswer = z.object({
  /** CAIP-10 id; the native coin's ends in 0xeeee…eeee. */
  address: evmTokenId,
  name: z.string(),
  symbol: z.string(),
  decimals: z.number(),
  /** Its logo, or '' (the modal draws one). */
  logoUri: z.string(),
  /** USD price, 0 when unknown. */
  price: finite,
})
/** `GET /v1/convert/tokens`: the network's tokens, the native coin first, then the popular ones in order. */
export const convertTokensAnswer = z.object({ tokens: z.array(swapTokenAnswer) })
/** A quote: what is paid and received through the route, at the chain's block `block`. */
export const swapQuoteAnswer = z.object({
  id: z.string(),
  fromAccount: z.string(),
  toAccount: z.string(),
  fromAmount: z.string(),
  toAmount: z.string(),
  /** For `exact=in`: the least received at the default slippage; for `out`, the most paid. */
  minimumOut: z.string(),
  maximumIn: z.string(),
  /** The slippage those bounds allow, in percent. */
  slippage: finite,
  /** How far the trade moves the price from the pools' mid price, in percent. */
  priceImpact: finite,
  /** The pools' fee, in base units of the token paid. */
  lpFee: z.string(),
  /** The route's tokens (the wrapped native coin stands for the native coin). */
  path: z.array(z.string()),
  /** Gas the swap is estimated to use, and its cost in wei at the given gas price. */
  gas: z.string(),
  networkFee: z.string(),
  block: z.string(),
})
/** `GET /v1/convert/quotes`. */
export const convertQuotesAnswer = z.object({ quotes: z.array(swapQuoteAnswer) })
/** `GET /v1/convert/allowance`: what the swap router may spend of the user's token (native: unlimited). */
export const convertAllowanceAnswer = z.object({ allowance: z.string() })
/** `GET /v1/convert/gas-price`: wei per gas at three speeds. */
export const gasPriceAnswer = z.object({ standard: z.string(), fast: z.string(), instant: z.string() })
/** A transaction for the wallet to send: addresses, calldata and wei as hex-free decimal strings. */
export const swapTransactionAnswer = z.object({
  from: z.string(),
  to: z.string(),
  data: z.string(),
  value: z.string(),
  /** The gas the node estimated, absent with `disableEstimate`. */
  gas: z.optional(z.string()),
})
/** `GET /v1/convert/build-approve`: an ERC-20 `approve` of the router for the amount. */
export const buildApproveAnswer = z.object({ tx: swapTransactionAnswer })
/** `POST /v1/convert/build-transaction`: the swap, and the quote it was built from. */
export const buildTransactionAnswer = z.object({ tx: swapTransactionAnswer, quote: swapQuoteAnswer })

const paymentMethod = z.enum(ONRAMP_PAYMENT_METHODS)
/** An amount of a currency. */
export const moneyAnswer = z.object({ amount: z.string(), currency: z.string() })
/** A network a purchase currency can be bought on (SPEC §3). */
export const onrampNetworkAnswer = z.object({
  name: z.string(),
  display_name: z.string(),
  /** CAIP-2 id. */
  chain_id: z.string(),
  /** The token's contract, or '' for the native coin. */
  contract_address: z.string(),
})
/** A coin that can be bought (SPEC §3 purchaseCurrencies), with its icon (a Latch addition). */
export const purchaseCurrencyAnswer = z.object({
  id: z.string(),
  name: z.string(),
  symbol: z.string(),
  networks: z.array(onrampNetworkAnswer),
  /** Its logo, or a path to the server's generated icon (resolved against the API's URL). */
  iconUrl: z.optional(z.string()),
})
/** A currency that can be paid in, with each method's limits (SPEC §3 paymentCurrencies). */
export const paymentCurrencyAnswer = z.object({
  id: z.string(),
  payment_method_limits: z.array(z.object({ id: paymentMethod, min: z.string(), max: z.string() })),
})
/** A provider (SPEC §3): `feeRange` in percent, as "1-2". */
export const onrampProviderAnswer = z.object({
  label: z.string(),
  name: z.string(),
  feeRange: z.string(),
  url: z.string(),
  supportedChains: z.array(z.string()),
})
/** `GET /v1/onramp/options` (providers: a Latch addition). */
export const onrampOptionsAnswer = z.object({
  paymentCurrencies: z.array(paymentCurrencyAnswer),
  purchaseCurrencies: z.array(purchaseCurrencyAnswer),
  providers: z.array(onrampProviderAnswer),
})
/** `POST /v1/onramp/quote` (SPEC §3 On-ramp quote). */
export const onrampQuoteAnswer = z.object({
  networkFee: moneyAnswer,
  paymentSubtotal: moneyAnswer,
  paymentTotal: moneyAnswer,
  purchaseAmount: moneyAnswer,
  quoteId: z.string(),
})
/** `POST /v1/generators/onrampurl`: the provider's checkout page, and the order it follows. */
export const onrampUrlAnswer = z.object({ url: z.string(), orderId: z.string() })
/** `GET /v1/onramp/orders/{id}` (a Latch addition): an order as the modal follows it. */
export const onrampOrderAnswer = z.object({
  id: z.string(),
  status: z.enum(ONRAMP_ORDER_STATUSES),
  purchaseAmount: moneyAnswer,
  paymentTotal: moneyAnswer,
  network: z.string(),
  address: z.string(),
  txHash: nullableString,
  /** Why the provider declined it; null unless `status` is `declined`. */
  declineReason: z.nullable(z.enum(ONRAMP_DECLINE_REASONS)),
})

/** `POST /v1/siwx/nonce`: a nonce for one sign-in message, unusable after `expiresAt` or once used. */
export const siwxNonceAnswer = z.object({ nonce: z.string(), expiresAt: z.string() })
/** A sign-in session as the server keeps it. Times are ISO 8601. */
export const siwxSessionInfoAnswer = z.object({
  /** The signer, CAIP-10 (`eip155:1:0xAbc…`). */
  address: caipAccountId,
  /** The chain the message names, CAIP-2. */
  chainId: caipNetworkId,
  domain: z.string(),
  uri: z.string(),
  issuedAt: z.string(),
  /** The session ends then: the message's expiration time or the server's session lifetime, whichever is first. */
  expiresAt: z.string(),
  message: z.string(),
  signature: z.string(),
})
/** `POST /v1/siwx/sessions` answer: the session's bearer token (shown once, stored hashed) and the session. */
export const siwxSignInAnswer = z.object({ token: z.string(), session: siwxSessionInfoAnswer })
/** `GET /v1/siwx/session` answer (the bearer token in `Authorization`): the session it opens. */
export const siwxSessionAnswer = z.object({ session: siwxSessionInfoAnswer })
/** A wallet linked to a sign-in profile by its own signature. Times are ISO 8601. */
export const siwxLinkInfoAnswer = z.object({
  /** The linked wallet's account, CAIP-10. */
  address: caipAccountId,
  /** The chain its message named, CAIP-2. */
  chainId: caipNetworkId,
  linkedAt: z.string(),
})
/** `POST /v1/siwx/links` answer: the wallet now linked. */
export const siwxLinkAnswer = z.object({ link: siwxLinkInfoAnswer })
/** `GET /v1/siwx/links` answer (the profile's bearer token): the profile and its linked wallets, oldest first. */
export const siwxLinksAnswer = z.object({ profile: z.string(), links: z.array(siwxLinkInfoAnswer) })
