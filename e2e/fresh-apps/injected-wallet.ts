/**
 * An injected EIP-6963 wallet for pages the tests do not own: its requests go straight to a devnet
 * chain, whose unlocked test accounts it offers (`eth_requestAccounts` answers `eth_accounts`).
 */
import { announceWallet } from '../announce.ts'

export const INJECTED_WALLET_NAME = 'Anvil Wallet'

/**
 * The source of an EIP-1193 `request` whose calls go to the chain at `rpcUrl`: its first unlocked
 * account, or `account` (one the test has funded and impersonated on anvil) when given.
 *
 * @example
 * announceWallet({ name: 'MetaMask', rdns: 'io.metamask', request: anvilRequest(RPC_A) })
 */
export const anvilRequest = (rpcUrl: string, account?: string): string => `(() => {
      let id = 0
      const account = ${JSON.stringify(account ?? null)}
      return async ({ method, params }) => {
        if (account && (method === 'eth_accounts' || method === 'eth_requestAccounts')) return [account]
        const res = await fetch(${JSON.stringify(rpcUrl)}, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method: method === 'eth_requestAccounts' ? 'eth_accounts' : method, params: params ?? [] }),
        })
        const body = await res.json()
        if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code })
        return body.result
      }
    })()`

/**
 * The init script announcing an injected wallet backed by the chain at `rpcUrl`: the chain's first
 * unlocked account, or `account` (one the test has funded and impersonated on anvil) when given.
 */
export const injectedWallet = (rpcUrl: string, account?: string): string =>
  announceWallet({
    name: INJECTED_WALLET_NAME,
    rdns: 'dev.latch.anvil',
    request: anvilRequest(rpcUrl, account),
  })
