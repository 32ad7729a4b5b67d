/**
 * Sends a paid order's coins from the treasury account: the native coin, or an ERC-20 `transfer`, one
 * at a time per process (one nonce sequence), each waited for until mined.
 */
import { createWalletClient, erc20Abi, type Hex, publicActions } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { chainTransport } from '../chain/clients.ts'
import type { ServerConfig } from '../config.ts'
import type { OnrampConfig } from './settings.ts'
import type { onrampOrders } from './tables.ts'

/**
 * The delivery of a configuration: resolves with the transaction hash once mined successfully.
 *
 * @example
 * const deliver = createDelivery(config, config.onramp!)
 * const hash = await deliver(order)
 */
export function createDelivery(
  config: ServerConfig,
  onramp: OnrampConfig,
): (order: typeof onrampOrders.$inferSelect) => Promise<string> {
  const account = privateKeyToAccount(onramp.treasuryKey as Hex)
  let queue: Promise<unknown> = Promise.resolve()
  const send = async (order: typeof onrampOrders.$inferSelect): Promise<string> => {
    const chain = config.chains.find((c) => c.caipNetworkId === order.network)
    const asset = onramp.assets.find((a) => a.chain === order.network && a.symbol === order.asset)
    if (!chain || !asset) throw new Error(`No chain or asset for order ${order.id}`)
    const id = Number(order.network.split(':')[1])
    const wallet = createWalletClient({
      account,
      chain: {
        id,
        name: order.network,
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: chain.rpcUrls } },
      },
      transport: chainTransport(chain.rpcUrls, { timeout: config.rpcTimeoutMs }),
    }).extend(publicActions)
    const to = order.address as Hex
    const value = BigInt(order.purchaseBaseUnits)
    const hash =
      asset.address === 'native'
        ? await wallet.sendTransaction({ to, value })
        : await wallet.writeContract({
            address: asset.address as Hex,
            abi: erc20Abi,
            functionName: 'transfer',
            args: [to, value],
          })
    const receipt = await wallet.waitForTransactionReceipt({ hash, pollingInterval: 250, timeout: 60_000 })
    if (receipt.status !== 'success') throw new Error(`Delivery ${hash} reverted`)
    return hash
  }
  return (order) => {
    const next = queue.then(() => send(order))
    queue = next.catch(() => {})
    return next
  }
}
