/**
 * Page scripts announcing one EIP-6963 wallet, for pages the tests and benchmarks build themselves.
 * Strings, so they run as the page's own script before anything else (tsx would wrap a function in a
 * helper the page does not have).
 */

/**
 * The init script announcing a wallet named `name` whose EIP-1193 `request` is `request`, the source of
 * an async function of `{ method, params }`; it answers every `eip6963:requestProvider`.
 *
 * @example
 * await page.addInitScript(announceWallet({ name: 'Bench Wallet', rdns: 'dev.latch.bench', request: 'async () => null' }))
 */
export const announceWallet = (w: { name: string; rdns: string; request: string }): string => `(() => {
  const provider = { request: ${w.request}, on() {}, removeListener() {} }
  const info = { uuid: ${JSON.stringify(w.rdns)}, name: ${JSON.stringify(w.name)}, rdns: ${JSON.stringify(w.rdns)},
    icon: 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E' }
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
})()`

/** The benchmarks' injected wallet's name. */
export const BENCH_WALLET = 'Bench Wallet'

/**
 * The benchmarks' wallet: it answers what a connection asks (accounts, chain) for `account` and nothing
 * else.
 *
 * @example
 * await page.addInitScript(benchWallet('0xf39F…2266'))
 */
export const benchWallet = (account: string): string =>
  announceWallet({
    name: BENCH_WALLET,
    rdns: 'dev.latch.bench',
    request: `async ({ method }) => {
    const answers = { eth_requestAccounts: ['${account}'], eth_accounts: ['${account}'], eth_chainId: '0x1' }
    if (method in answers) return answers[method]
    throw new Error('not for this benchmark')
  }`,
  })
