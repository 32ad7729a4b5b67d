/**
 * The convert calls of SPEC §7 over the configured Uniswap V2 routers: tokens, quotes, allowance, gas
 * price, and the approve and swap transactions for the visitor's wallet to send. Quotes, balances and
 * the gas price are read once per block; a network without a router answers SPEC §8's "Network not
 * supported for Swaps" ("… for Gas Price" for the gas price).
 */
import {
  API_PATHS,
  type ApiSwapQuote,
  type BuildApproveResponse,
  type BuildTransactionResponse,
  buildApproveQuery,
  buildTransactionBody,
  type ConvertAllowanceResponse,
  type ConvertQuotesResponse,
  type ConvertTokensResponse,
  convertAllowanceQuery,
  convertQuotesQuery,
  convertTokensQuery,
  type GasPriceResponse,
  gasPriceQuery,
  SWAP_DEADLINE_S,
  type SwapSide,
} from '@latch/protocol/api'
import {
  buildApproveAnswer,
  buildTransactionAnswer,
  convertAllowanceAnswer,
  convertQuotesAnswer,
  convertTokensAnswer,
  gasPriceAnswer,
} from '@latch/protocol/api/answers'
import {
  type ContractFunctionArgs,
  type ContractFunctionName,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  type Hex,
  maxUint256,
} from 'viem'
import { z } from 'zod'
import { HttpError } from '../http/errors.ts'
import type { Feature } from '../http/feature.ts'
import type { ZodTypeProvider } from '../http/typed-routes.ts'
import { marketOf, type SwapMarket, type SwapToken, swapMarkets, swapRefusal } from './market.ts'
import { NoLiquidity, quoteRoute, ROUTER02_ABI } from './uniswap-v2.ts'

/** A request as this server reads it: the user's address checksummed (a key of its caches, the `from` it answers). */
const withUser = <T extends { userAddress: string }>(r: T) => ({
  ...r,
  userAddress: getAddress(r.userAddress),
})
const quotesQuery = z.pipe(
  convertQuotesQuery,
  z.transform((q) => ({
    ...q,
    userAddress: q.userAddress === undefined ? undefined : getAddress(q.userAddress),
  })),
)
const allowanceQuery = z.pipe(convertAllowanceQuery, z.transform(withUser))
const approveQuery = z.pipe(buildApproveQuery, z.transform(withUser))
const buildBody = z.pipe(buildTransactionBody, z.transform(withUser))

/** Percent slippage as basis points, for bigint arithmetic. */
const bps = (percent: number) => BigInt(Math.round(percent * 100))

type RouterFunction = ContractFunctionName<typeof ROUTER02_ABI, 'payable' | 'nonpayable'>

/** The calldata of one of the Uniswap V2 router's swap functions, its arguments checked against the ABI. */
const routerCall = <const F extends RouterFunction>(
  functionName: F,
  args: ContractFunctionArgs<typeof ROUTER02_ABI, 'payable' | 'nonpayable', F>,
): Hex =>
  encodeFunctionData({ abi: ROUTER02_ABI, functionName, args } as Parameters<typeof encodeFunctionData>[0])

/**
 * GET /v1/convert/tokens, /quotes, /allowance, /gas-price, /build-approve and POST
 * /v1/convert/build-transaction.
 */
export const convertRoutes: Feature<'config' | 'clients'> = async (app, { config, clients }) => {
  const markets = swapMarkets(config, clients)

  const balanceOf = (m: SwapMarket, token: SwapToken, owner: Hex, fresh?: boolean) =>
    m.perBlock(
      `balance|${token.contract}|${token.native}|${owner}`,
      () =>
        token.native
          ? m.client.getBalance({ address: owner })
          : m.client.readContract({
              address: token.contract,
              abi: erc20Abi,
              functionName: 'balanceOf',
              args: [owner],
            }),
      fresh,
    )
  const gasPriceOf = (m: SwapMarket) => m.perBlock('gasPrice', () => m.client.getGasPrice())

  /** A quote, with the balance check when a user is named; refusals say what is wrong. */
  async function quote(p: {
    from: string
    to: string
    amount: bigint
    side: SwapSide
    slippage: number
    user?: Hex
    gasPrice?: bigint
    /** Where the fields are: `query` or `body`, for the refusal's `field`. */
    where: 'query' | 'body'
    /** Read the latest block first, not the one seen up to {@link BLOCK_MEMO_MS} ago. */
    fresh?: boolean
  }): Promise<{ quote: ApiSwapQuote; market: SwapMarket; from: SwapToken; to: SwapToken }> {
    const at = (field: string) => `${p.where}.${field}`
    const m = marketOf(markets, p.from, at('from'))
    if (marketOf(markets, p.to, at('to')) !== m) throw swapRefusal('SWAP_TOKEN_UNSUPPORTED', [], at('to'))
    const [from, to] = await Promise.all([m.token(p.from, at('from')), m.token(p.to, at('to'))])
    if (from.contract === to.contract) throw swapRefusal('SWAP_SAME_TOKEN', [], at('to'))
    const held = p.user ? await balanceOf(m, from, p.user, p.fresh) : undefined
    // Paying a known amount more than is held: said before the pools are even asked.
    if (held !== undefined && p.side === 'in' && p.amount > held)
      throw swapRefusal('SWAP_INSUFFICIENT_BALANCE', [from.symbol], at('amount'))
    const info = await m.info()
    const route = await m
      .perBlock(
        `quote|${from.contract}|${to.contract}|${p.amount}|${p.side}`,
        () =>
          quoteRoute(m.client, m.router, info, {
            tokenIn: from.contract,
            tokenOut: to.contract,
            amount: p.amount,
            side: p.side,
          }),
        p.fresh,
      )
      .catch((e) => {
        if (e instanceof NoLiquidity) throw swapRefusal('SWAP_INSUFFICIENT_LIQUIDITY', [], at('amount'))
        throw e
      })
    if (held !== undefined && route.amountIn > held)
      throw swapRefusal('SWAP_INSUFFICIENT_BALANCE', [from.symbol], at('amount'))
    const [block, gasPrice] = await Promise.all([
      m.perBlock('block', async (n) => n),
      p.gasPrice ?? gasPriceOf(m),
    ])
    const s = bps(p.slippage)
    return {
      market: m,
      from,
      to,
      quote: {
        id: `${m.chain}:${block}:${from.contract}:${to.contract}:${p.side}:${p.amount}`,
        fromAccount: from.address,
        toAccount: to.address,
        fromAmount: String(route.amountIn),
        toAmount: String(route.amountOut),
        minimumOut: String((route.amountOut * (10_000n - s)) / 10_000n),
        maximumIn: String((route.amountIn * (10_000n + s) + 9_999n) / 10_000n),
        slippage: p.slippage,
        priceImpact: Math.round(route.priceImpact * 100) / 100,
        lpFee: String(route.lpFee),
        path: route.path.map((a) => `${m.chain}:${a}`),
        gas: String(route.gas),
        networkFee: String(route.gas * gasPrice),
        block: String(block),
      },
    }
  }

  /** Chain reads that fail are a 502 naming the network, never a 500. */
  const chainFailure = (e: unknown): never => {
    if (e instanceof HttpError) throw e
    throw new HttpError(502, 'Network request failed')
  }

  const typed = app.withTypeProvider<ZodTypeProvider>()
  typed.get(
    API_PATHS.convertTokens,
    { schema: { querystring: convertTokensQuery, response: { 200: convertTokensAnswer } } },
    async (req): Promise<ConvertTokensResponse> => {
      const q = req.query
      const m = marketOf(markets, q.chainId, 'query.chainId')
      const tokens = await m.tokens().catch(chainFailure)
      return { tokens: tokens.map(({ contract: _c, native: _n, ...t }) => t) }
    },
  )

  typed.get(
    API_PATHS.convertQuotes,
    { schema: { querystring: quotesQuery, response: { 200: convertQuotesAnswer } } },
    async (req): Promise<ConvertQuotesResponse> => {
      const q = req.query
      const r = await quote({
        from: q.from,
        to: q.to,
        amount: BigInt(q.amount),
        side: q.exact,
        slippage: config.swaps.slippage,
        user: q.userAddress,
        gasPrice: q.gasPrice === undefined ? undefined : BigInt(q.gasPrice),
        where: 'query',
      }).catch(chainFailure)
      return { quotes: [r.quote] }
    },
  )

  typed.get(
    API_PATHS.convertAllowance,
    { schema: { querystring: allowanceQuery, response: { 200: convertAllowanceAnswer } } },
    async (req): Promise<ConvertAllowanceResponse> => {
      const q = req.query
      const m = marketOf(markets, q.tokenAddress, 'query.tokenAddress')
      const token = await m.token(q.tokenAddress, 'query.tokenAddress').catch(chainFailure)
      if (token.native) return { allowance: String(maxUint256) }
      const allowance = await m
        .perBlock(
          `allowance|${token.contract}|${q.userAddress}`,
          () =>
            m.client.readContract({
              address: token.contract,
              abi: erc20Abi,
              functionName: 'allowance',
              args: [q.userAddress, m.router],
            }),
          // Read at the latest block: the modal asks right after an approval is mined.
          true,
        )
        .catch(chainFailure)
      return { allowance: String(allowance) }
    },
  )

  typed.get(
    API_PATHS.convertGasPrice,
    { schema: { querystring: gasPriceQuery, response: { 200: gasPriceAnswer } } },
    async (req): Promise<GasPriceResponse> => {
      const q = req.query
      const m = markets.get(q.chainId)
      if (!m) throw swapRefusal('GAS_PRICE_NETWORK_NOT_SUPPORTED', [], 'query.chainId')
      const wei = await gasPriceOf(m).catch(chainFailure)
      return { standard: String(wei), fast: String((wei * 12n) / 10n), instant: String((wei * 15n) / 10n) }
    },
  )

  typed.get(
    API_PATHS.convertBuildApprove,
    { schema: { querystring: approveQuery, response: { 200: buildApproveAnswer } } },
    async (req): Promise<BuildApproveResponse> => {
      const q = req.query
      const m = marketOf(markets, q.from, 'query.from')
      const token = await m.token(q.from, 'query.from').catch(chainFailure)
      await m.token(q.to, 'query.to').catch(chainFailure)
      if (token.native) throw swapRefusal('SWAP_NO_APPROVAL_NEEDED', [], 'query.from')
      const data = encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [m.router, BigInt(q.amount)],
      })
      return { tx: { from: q.userAddress, to: token.contract, data, value: '0' } }
    },
  )

  typed.post(
    API_PATHS.convertBuildTransaction,
    { schema: { body: buildBody, response: { 200: buildTransactionAnswer } } },
    async (req): Promise<BuildTransactionResponse> => {
      const body = req.body
      const slippage = body.eip155?.slippage ?? config.swaps.slippage
      const r = await quote({
        from: body.from,
        to: body.to,
        amount: BigInt(body.amount),
        side: body.exact,
        slippage,
        user: body.userAddress,
        where: 'body',
        fresh: true,
      }).catch(chainFailure)
      const { market: m, from, to, quote: q } = r
      const owner = body.userAddress
      // With `disableEstimate` the caller vouches for the chain's state (a wallet batching the approval and
      // the swap estimates the swap once the approval is mined): no allowance is required yet.
      if (!from.native && !body.disableEstimate) {
        const allowance = await m.client
          .readContract({
            address: from.contract,
            abi: erc20Abi,
            functionName: 'allowance',
            args: [owner, m.router],
          })
          .catch(chainFailure)
        const needed = BigInt(body.exact === 'in' ? q.fromAmount : q.maximumIn)
        if (allowance < needed) throw swapRefusal('SWAP_APPROVAL_REQUIRED', [from.symbol], 'body.amount')
      }
      const path = q.path.map((a) => a.split(':')[2] as Hex)
      const deadline = BigInt(Math.floor(Date.now() / 1000) + SWAP_DEADLINE_S)
      const exactIn = body.exact === 'in'
      const amountIn = BigInt(q.fromAmount)
      const amountOut = BigInt(q.toAmount)
      const minOut = BigInt(q.minimumOut)
      const maxIn = BigInt(q.maximumIn)
      // Uniswap V2's six router calls: a native side is paid as value or received unwrapped.
      const data = from.native
        ? exactIn
          ? routerCall('swapExactETHForTokens', [minOut, path, owner, deadline])
          : routerCall('swapETHForExactTokens', [amountOut, path, owner, deadline])
        : to.native
          ? exactIn
            ? routerCall('swapExactTokensForETH', [amountIn, minOut, path, owner, deadline])
            : routerCall('swapTokensForExactETH', [amountOut, maxIn, path, owner, deadline])
          : exactIn
            ? routerCall('swapExactTokensForTokens', [amountIn, minOut, path, owner, deadline])
            : routerCall('swapTokensForExactTokens', [amountOut, maxIn, path, owner, deadline])
      // The native coin paid: the amount, or for an exact output the most it may cost (the rest is refunded).
      const value = from.native ? (exactIn ? amountIn : maxIn) : 0n
      const tx = { from: owner, to: m.router, data, value: String(value) }
      if (body.disableEstimate) return { tx, quote: q }
      // A fifth more than the estimate: a pool's swap costs more once another trade moved it in an earlier
      // second (Uniswap V2 then writes its cumulative prices), so an exact estimate made just after a trade
      // can run out of gas when mined a second later.
      const gas = await m.client
        .estimateGas({ account: owner, to: m.router, data, value })
        .then((g) => (g * 6n) / 5n)
        .catch((e: unknown) => {
          throw new HttpError(
            400,
            `error estimating gas: ${(e as { shortMessage?: string }).shortMessage ?? 'the swap would fail'}`,
            'body',
          )
        })
      return { tx: { ...tx, gas: String(gas) }, quote: { ...q, gas: String(gas) } }
    },
  )
}
