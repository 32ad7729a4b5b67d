/**
 * Quotes from a Uniswap V2 Router02 and the factory behind it: the direct pool or the route through
 * the wrapped native coin, whichever pays more (or costs less), with the pools' reserves for the
 * liquidity check and the price impact, and the router's `getAmountsOut` / `getAmountsIn` for the
 * amounts themselves.
 */
import { type Hex, type PublicClient, parseAbi, zeroAddress } from 'viem'

/** The Router02 functions the convert calls use. */
export const ROUTER02_ABI = parseAbi([
  'function factory() view returns (address)',
  'function WETH() view returns (address)',
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function getAmountsIn(uint256 amountOut, address[] path) view returns (uint256[] amounts)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapExactTokensForETH(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapETHForExactTokens(uint256 amountOut, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  'function swapTokensForExactETH(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
  'function swapTokensForExactTokens(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline) returns (uint256[] amounts)',
])
const FACTORY_ABI = parseAbi(['function getPair(address, address) view returns (address)'])
const PAIR_ABI = parseAbi([
  'function getReserves() view returns (uint112, uint112, uint32)',
  'function token0() view returns (address)',
])

/** Gas a V2 swap uses, for the quoted network fee: a base and each pool crossed (measured on anvil). */
export const SWAP_GAS = { base: 75_000n, perHop: 45_000n } as const
/** V2 pools keep 0.3 % of what passes through them. */
const FEE_KEPT = { num: 997n, den: 1000n } as const

/** The router's wrapped native coin and factory. */
export type RouterInfo = { weth: Hex; factory: Hex }

/**
 * Reads a router's wrapped native coin and factory.
 *
 * @example
 * const { weth } = await routerInfo(client, '0x…')
 */
export async function routerInfo(client: PublicClient, router: Hex): Promise<RouterInfo> {
  const [weth, factory] = await Promise.all([
    client.readContract({ address: router, abi: ROUTER02_ABI, functionName: 'WETH' }),
    client.readContract({ address: router, abi: ROUTER02_ABI, functionName: 'factory' }),
  ])
  return { weth, factory }
}

/** A route's amounts: what goes in, what comes out, and the figures shown beside them. */
export type Route = {
  path: Hex[]
  amountIn: bigint
  amountOut: bigint
  /** In percent, from the mid price (the pools' fee excluded). */
  priceImpact: number
  lpFee: bigint
  gas: bigint
}

/** Why no route quotes: no pool joins the tokens, or the amount is more than the pools hold. */
export class NoLiquidity extends Error {}

type Hop = { reserveIn: bigint; reserveOut: bigint }

async function hops(client: PublicClient, factory: Hex, path: Hex[]): Promise<Hop[] | undefined> {
  const pairs = await Promise.all(
    path.slice(1).map((b, i) =>
      client.readContract({
        address: factory,
        abi: FACTORY_ABI,
        functionName: 'getPair',
        args: [path[i]!, b],
      }),
    ),
  )
  if (pairs.some((p) => p === zeroAddress)) return undefined
  const read = await Promise.all(
    pairs.map((pair) =>
      Promise.all([
        client.readContract({ address: pair, abi: PAIR_ABI, functionName: 'getReserves' }),
        client.readContract({ address: pair, abi: PAIR_ABI, functionName: 'token0' }),
      ]),
    ),
  )
  const out = read.map(([[r0, r1], token0], i) =>
    token0.toLowerCase() === path[i]!.toLowerCase()
      ? { reserveIn: r0, reserveOut: r1 }
      : { reserveIn: r1, reserveOut: r0 },
  )
  return out.some((h) => h.reserveIn === 0n || h.reserveOut === 0n) ? undefined : out
}

/** The price impact of a trade through pools, in percent: how much less it gets than the mid price. */
function impact(hopsOf: Hop[], amountIn: bigint, amountOut: bigint): number {
  const mid = hopsOf.reduce(
    (p, h) =>
      (p * Number(h.reserveOut) * Number(FEE_KEPT.num)) / (Number(h.reserveIn) * Number(FEE_KEPT.den)),
    1,
  )
  const ideal = Number(amountIn) * mid
  return ideal > 0 ? Math.max(0, (1 - Number(amountOut) / ideal) * 100) : 0
}

/**
 * Quotes a swap of `amount` (what is paid for `side` `in`, what is received for `out`) from `tokenIn`
 * to `tokenOut` (token addresses; the native coin as the router's WETH), through the best route.
 * Throws {@link NoLiquidity} when no pool joins them or the amount is more than a pool holds.
 *
 * @example
 * const route = await quoteRoute(client, router, info, { tokenIn: weth, tokenOut: lusd, amount: 10n ** 18n, side: 'in' })
 */
export async function quoteRoute(
  client: PublicClient,
  router: Hex,
  info: RouterInfo,
  p: { tokenIn: Hex; tokenOut: Hex; amount: bigint; side: 'in' | 'out' },
): Promise<Route> {
  const lower = (a: Hex) => a.toLowerCase()
  const paths: Hex[][] = [[p.tokenIn, p.tokenOut]]
  if (lower(p.tokenIn) !== lower(info.weth) && lower(p.tokenOut) !== lower(info.weth))
    paths.push([p.tokenIn, info.weth, p.tokenOut])
  const found = await Promise.all(paths.map((path) => hops(client, info.factory, path)))
  const routes: Route[] = []
  for (const [i, path] of paths.entries()) {
    const pools = found[i]
    if (!pools) continue
    // More than a pool holds: paying more than its reserve, or asking for all of it or more.
    if (p.side === 'out' && p.amount >= pools.at(-1)!.reserveOut) continue
    const amounts = await client
      .readContract({
        address: router,
        abi: ROUTER02_ABI,
        functionName: p.side === 'in' ? 'getAmountsOut' : 'getAmountsIn',
        args: [p.amount, path],
      })
      .catch(() => undefined)
    if (!amounts) continue
    if (amounts.some((a, hop) => hop < pools.length && a > pools[hop]!.reserveIn)) continue
    const amountIn = amounts[0]!
    const amountOut = amounts.at(-1)!
    if (amountOut === 0n) continue
    const kept = FEE_KEPT.num ** BigInt(pools.length)
    routes.push({
      path,
      amountIn,
      amountOut,
      priceImpact: impact(pools, amountIn, amountOut),
      lpFee: amountIn - (amountIn * kept) / FEE_KEPT.den ** BigInt(pools.length),
      gas: SWAP_GAS.base + SWAP_GAS.perHop * BigInt(pools.length),
    })
  }
  const best = routes.sort((a, b) =>
    p.side === 'in' ? Number(b.amountOut - a.amountOut) : Number(a.amountIn - b.amountIn),
  )[0]
  if (!best) throw new NoLiquidity()
  return best
}
