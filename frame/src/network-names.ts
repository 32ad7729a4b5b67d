/**
 * How the frame names a network in an approval. The host page names its networks (SYNC_NETWORKS), but a
 * page could name chain 1 like its test network, so that a permit for mainnet reads as harmless: the
 * frame names the networks it knows from its own table, takes the page's name only for others (and
 * never a name its table gives another chain), and always shows the chain id beside the name.
 */
import {
  arbitrum,
  avalanche,
  base,
  bsc,
  celo,
  gnosis,
  mainnet,
  optimism,
  polygon,
  zksync,
} from '@latch/core/networks'

/** The frame's own names: the EVM networks core defines. */
const KNOWN: ReadonlyMap<number, string> = new Map(
  [mainnet, optimism, arbitrum, polygon, base, bsc, avalanche, gnosis, zksync, celo].map((n) => [
    Number(n.id),
    n.name,
  ]),
)
const KNOWN_NAMES = new Set([...KNOWN.values()].map((name) => name.toLowerCase()))

/**
 * The name an approval shows for `chainId`: the frame's own, else the page's `appName` (unless it is a name of
 * another known chain), followed by the chain id in the visitor's words (`chainText(id)`, "Chain 1").
 *
 * @example
 * networkLabel(1, 'Latch Devnet A', (id) => `Chain ${id}`) // 'Ethereum (Chain 1)'
 * networkLabel(31337, 'Latch Devnet A', (id) => `Chain ${id}`) // 'Latch Devnet A (Chain 31337)'
 */
export function networkLabel(
  chainId: number,
  appName: string | undefined,
  chainText: (id: number) => string,
): string {
  const fromApp = appName?.trim()
  const name =
    KNOWN.get(chainId) ?? (fromApp && !KNOWN_NAMES.has(fromApp.toLowerCase()) ? fromApp : undefined)
  return name ? `${name} (${chainText(chainId)})` : chainText(chainId)
}
