import {
  API_PATHS,
  type ApiTokenBalance,
  anyAddressParams,
  type BalanceResponse,
  balanceQuery,
  type FungiblePriceResponse,
  fungiblePriceBody,
  NATIVE_TOKEN_ADDRESS,
} from '@latch/protocol/api'
import { balanceAnswer, fungiblePriceAnswer } from '@latch/protocol/api/answers'
import { erc20Abi } from 'viem'
import { nativeCurrencyOf } from '../chain/native.ts'
import { priceOf } from '../chain/prices.ts'
import { pricedBalances } from '../chain/token-balances.ts'
import { tokenIconUrl } from '../chain/token-icon.ts'
import { sendJson } from '../http/body.ts'
import { HttpError } from '../http/errors.ts'
import type { Feature } from '../http/feature.ts'
import type { ZodTypeProvider } from '../http/typed-routes.ts'
import { touches } from '../indexer/indexed-events.ts'
import { createSolanaClients, readSolanaBalances } from '../solana/balances.ts'

/** Balances are cached this long (SPEC §9). */
export const BALANCE_CACHE_MS = 30_000

/**
 * GET /v1/account/{address}/balance: native and configured ERC-20 balances with USD values, read with
 * batched JSON-RPC and cached 30 s per process, or until the indexer (of any process over the same
 * database) writes a transfer of the account (`forceUpdate=true` reads again). Tokens with a zero balance are left out.
 */
export const balanceRoutes: Feature<'config' | 'clients' | 'indexed'> = async (
  app,
  { config, clients, indexed },
) => {
  // Kept serialized (sendJson): a hit costs no JSON encoding.
  const cache = new Map<string, { at: number; json: string }>()
  // A transfer the indexer writes makes the account's cached balances old at once.
  indexed.on((change) => {
    for (const key of cache.keys()) if (touches(change, key.slice(0, key.indexOf('|')))) cache.delete(key)
  })
  const solana = createSolanaClients(config)

  async function read(address: string, chain: string): Promise<ApiTokenBalance[]> {
    const rpc = solana.get(chain)
    if (rpc) return readSolanaBalances(config, rpc, chain, address)
    return readEvm(address as `0x${string}`, chain)
  }

  async function readEvm(address: `0x${string}`, chain: string): Promise<ApiTokenBalance[]> {
    const client = clients.get(chain)
    if (!client) throw new HttpError(400, `Unsupported chain ${chain}`, 'query.chainId')
    const tokens = config.tokens.filter((t) => t.chain === chain && t.kind === 'erc20')
    const [wei, ...amounts] = await Promise.all([
      client.getBalance({ address }),
      ...tokens.map((t) =>
        client.readContract({
          address: t.address as `0x${string}`,
          abi: erc20Abi,
          functionName: 'balanceOf',
          args: [address],
        }),
      ),
    ])
    return pricedBalances(
      config,
      chain,
      wei,
      tokens.map((t, i) => ({ ...t, raw: amounts[i]! })),
    )
  }

  const typed = app.withTypeProvider<ZodTypeProvider>()
  typed.get(
    API_PATHS.balance,
    { schema: { params: anyAddressParams, querystring: balanceQuery, response: { 200: balanceAnswer } } },
    async (req, reply) => {
      const { address } = req.params
      const q = req.query
      // An address reads the chains of its kind: 0x… on eip155 chains, base58 on solana ones.
      const namespace = address.startsWith('0x') ? 'eip155' : 'solana'
      if (q.chainId && !q.chainId.startsWith(`${namespace}:`))
        throw new HttpError(
          400,
          `Invalid query.chainId: ${q.chainId} is not a ${namespace} chain`,
          'query.chainId',
        )
      const chains = q.chainId
        ? [q.chainId]
        : config.chains.map((c) => c.caipNetworkId).filter((c) => c.startsWith(`${namespace}:`))
      const key = `${namespace === 'eip155' ? address.toLowerCase() : address}|${chains.join(',')}`
      const hit = cache.get(key)
      if (hit && q.forceUpdate !== 'true' && Date.now() - hit.at < BALANCE_CACHE_MS)
        return sendJson(reply, hit.json)
      let balances: ApiTokenBalance[]
      try {
        balances = (await Promise.all(chains.map((c) => read(address, c)))).flat()
      } catch (e) {
        if (e instanceof HttpError) throw e
        throw new HttpError(502, 'Network request failed')
      }
      const body: BalanceResponse = { balances }
      const text = JSON.stringify(body)
      if (cache.size > 10_000) cache.clear()
      cache.set(key, { at: Date.now(), json: text })
      return sendJson(reply, text)
    },
  )

  /** POST /v1/fungible/price: USD prices of assets given as CAIP-10 ids. */
  typed.post(
    API_PATHS.fungiblePrice,
    { schema: { body: fungiblePriceBody, response: { 200: fungiblePriceAnswer } } },
    async (req): Promise<FungiblePriceResponse> => {
      const { body } = req
      return {
        fungibles: body.addresses.map((id) => {
          const [ns, ref, spelled] = id.split(':') as [string, string, string]
          const chain = `${ns}:${ref}`
          // The native coin, as `native` or as 0xeeee…eeee.
          const asset = spelled.toLowerCase() === NATIVE_TOKEN_ADDRESS ? 'native' : spelled
          const token = config.tokens.find(
            (t) => t.chain === chain && t.address.toLowerCase() === asset.toLowerCase(),
          )
          const symbol = token?.symbol ?? (asset === 'native' ? nativeCurrencyOf(config, chain).symbol : '')
          return {
            address: id,
            name: token?.name ?? (asset === 'native' ? nativeCurrencyOf(config, chain).name : ''),
            symbol,
            iconUrl: symbol ? tokenIconUrl(symbol, token?.iconUrl) : '',
            price: priceOf(config, chain, asset) ?? 0,
          }
        }),
      }
    },
  )
}
