/**
 * A Farcaster client as the official host library runs one (`@farcaster/miniapp-host`): it shows the
 * mini app at `?app=` in an iframe and answers its SDK, with a wallet of its own whose calls go to the
 * devnet chain at `?rpc=` as `?account=` (an unlocked anvil account). It announces that wallet when
 * the mini app asks (EIP-6963 through the SDK), and records `ready()` on `document.body.dataset.ready`.
 */
import { exposeToIframe } from '@farcaster/miniapp-host'

const query = new URLSearchParams(location.search)
const app = query.get('app') ?? ''
const rpc = query.get('rpc') ?? ''
const account = query.get('account') ?? ''

const iframe = document.createElement('iframe')
iframe.src = app
iframe.title = 'Mini app'
iframe.style.cssText = 'width:424px;height:695px;border:0'
document.getElementById('client')?.append(iframe)

let id = 0
/** The client's wallet: the chain answers, as `account`. */
const ethProvider = {
  async request({ method, params }: { method: string; params?: unknown }) {
    if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [account]
    const res = await fetch(rpc, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params: params ?? [] }),
    })
    const body = (await res.json()) as { result?: unknown; error?: { message: string; code: number } }
    if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code })
    return body.result
  },
  on() {},
  removeListener() {},
}

const WALLET_ICON =
  'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 viewBox=%220 0 1 1%22%3E%3Crect width=%221%22 height=%221%22 fill=%22%23855DCD%22/%3E%3C/svg%3E'

const { endpoint } = exposeToIframe({
  iframe,
  miniAppOrigin: new URL(app).origin,
  ethProvider: ethProvider as never,
  // What the SDK asks of a client here; the rest of MiniAppHost is never called by this mini app.
  sdk: {
    context: { user: { fid: 3, username: 'tester' }, client: { clientFid: 9152, added: false } },
    getCapabilities: async () => ['wallet.getEthereumProvider', 'actions.ready'],
    getChains: async () => ['eip155:31337'],
    ready: () => {
      document.body.dataset.ready = 'yes'
    },
    eip6963RequestProvider: () =>
      endpoint.emit({
        event: 'eip6963:announceProvider',
        info: {
          uuid: crypto.randomUUID(),
          name: 'Farcaster Wallet',
          icon: WALLET_ICON,
          rdns: 'xyz.farcaster.wallet',
        },
      } as never),
  } as never,
})
