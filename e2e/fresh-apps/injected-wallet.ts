/**
 * An injected EIP-6963 wallet for pages the tests do not own: its requests go straight to a devnet
 * chain, whose unlocked test accounts it offers (`eth_requestAccounts` answers `eth_accounts`).
 * A string, so it runs as the page's own script before anything else.
 */
export const INJECTED_WALLET_NAME = 'Anvil Wallet'

/** The init script announcing an injected wallet backed by the chain at `rpcUrl`. */
export const injectedWallet = (rpcUrl: string): string => `(() => {
  let id = 0
  const provider = {
    async request({ method, params }) {
      const res = await fetch(${JSON.stringify(rpcUrl)}, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method: method === 'eth_requestAccounts' ? 'eth_accounts' : method, params: params ?? [] }),
      })
      const body = await res.json()
      if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code })
      return body.result
    },
    on() {},
    removeListener() {},
  }
  const info = { uuid: 'anvil-wallet', name: ${JSON.stringify(INJECTED_WALLET_NAME)}, rdns: 'dev.latch.anvil',
    icon: 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E' }
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
})()`
