import { createDevWallet, type DevWallet, type DevWalletBatches } from '@latch/devnet/dev-wallet'
import { createDevBitcoinWallet, type DevBitcoinWallet } from '@latch/devnet/dev-wallet/bitcoin'
import { createDevCosmosWallet, type DevCosmosWallet } from '@latch/devnet/dev-wallet/cosmos'
import { createDevPolkadotWallet, type DevPolkadotWallet } from '@latch/devnet/dev-wallet/polkadot'
import { createDevSolanaWallet, type DevSolanaWallet } from '@latch/devnet/dev-wallet/solana'
import { DEFAULT_DEVNET_ENDPOINTS } from '@latch/devnet/networks'
import { solanaRpcUrl } from './latch.ts'

/**
 * `?account=3` picks devnet test account #3 (0 to 19); the default is #0. Accounts #10 to #19 are the EVM
 * Dev Wallet's alone: the other families' dev wallets hold #0 to #9, and are not installed for them.
 */
function accountFromUrl(): number {
  const n = Number(new URLSearchParams(window.location.search).get('account') ?? '0')
  return Number.isInteger(n) && n >= 0 && n <= 19 ? n : 0
}

/** The account of the other families' dev wallets, or undefined past #9 (they are then not installed). */
function familyAccount(): number | undefined {
  const n = accountFromUrl()
  return n <= 9 ? n : undefined
}

/** `?batches=one-by-one` or `?batches=smart-account` picks how the Dev Wallet answers batched calls. */
function batchesFromUrl(): DevWalletBatches {
  const b = new URLSearchParams(window.location.search).get('batches')
  return b === 'one-by-one' || b === 'smart-account' ? b : 'none'
}

/**
 * Installs the Dev Wallet on the page: announced over EIP-6963 like any extension, signing with devnet
 * test account #0 (or the one `?account=` names) and remembering its grant in localStorage, as a real extension would. It starts out
 * knowing devnet A only, so the first switch to devnet B goes through wallet_addEthereumChain. It has no
 * batched calls unless `?batches=` says how it answers them.
 */
export function installDevWallet(): DevWallet {
  const wallet = createDevWallet({
    chains: DEFAULT_DEVNET_ENDPOINTS.slice(0, 1),
    storage: localStorage,
    accountIndex: accountFromUrl(),
    batches: batchesFromUrl(),
    // `?connectSignsIn`: the wallet answers ERC-7846 wallet_connect, signing in with the same prompt.
    connectSignsIn: new URLSearchParams(window.location.search).has('connectSignsIn'),
  })
  wallet.announce(window)
  return wallet
}

/**
 * Installs the Dev Solana Wallet: registered over the Wallet Standard like any Solana extension,
 * signing with devnet Solana test account #0 (or the one `?account=` names) and sending through the
 * devnet's Solana RPC.
 */
export function installDevSolanaWallet(): DevSolanaWallet | undefined {
  const accountIndex = familyAccount()
  if (accountIndex === undefined) return undefined
  const wallet = createDevSolanaWallet({
    rpcUrl: solanaRpcUrl,
    storage: localStorage,
    accountIndex,
  })
  wallet.register()
  return wallet
}

/**
 * Installs the Dev Bitcoin Wallet: registered over the Wallet Standard with the Bitcoin features, its
 * payment and ordinals accounts those of devnet test account #0 (or the one `?account=` names), on
 * regtest.
 */
export function installDevBitcoinWallet(): DevBitcoinWallet | undefined {
  const accountIndex = familyAccount()
  if (accountIndex === undefined) return undefined
  const wallet = createDevBitcoinWallet({ storage: localStorage, accountIndex })
  wallet.register()
  return wallet
}

/**
 * Installs the Dev Cosmos Wallet: a Keplr-compatible provider at `window.latchDevCosmos` (the demo's
 * `cosmosAdapter` lists it), signing with devnet test account #0 (or the one `?account=` names).
 */
export function installDevCosmosWallet(): DevCosmosWallet | undefined {
  const accountIndex = familyAccount()
  if (accountIndex === undefined) return undefined
  const wallet = createDevCosmosWallet({ storage: localStorage, accountIndex })
  ;(globalThis as { latchDevCosmos?: unknown }).latchDevCosmos = wallet.provider
  return wallet
}

/**
 * Installs the Dev Polkadot Wallet: an injected extension in `window.injectedWeb3`, signing with devnet
 * test account #0 (or the one `?account=` names).
 */
export function installDevPolkadotWallet(): DevPolkadotWallet | undefined {
  const accountIndex = familyAccount()
  if (accountIndex === undefined) return undefined
  const wallet = createDevPolkadotWallet({ storage: localStorage, accountIndex })
  wallet.inject()
  return wallet
}
