/**
 * The devnet's Dev Wallet as a page script, for apps the tests do not own (the fresh apps): bundled
 * with esbuild into one script that announces it over EIP-6963 as the page loads, signing with a devnet
 * test account and keeping its grant in the page's localStorage, as the demo's Dev Wallet does.
 */

import type { DevnetChainEndpoint } from '@latch/devnet/networks'
import { build } from 'esbuild'

/**
 * Returns the init script (`page.addInitScript`) installing the Dev Wallet for `accountIndex` on `chains`
 * (it starts on the first).
 *
 * @example
 * await page.addInitScript(await devWalletScript(DEFAULT_DEVNET_ENDPOINTS, 30))
 */
export async function devWalletScript(
  chains: readonly DevnetChainEndpoint[],
  accountIndex: number,
): Promise<string> {
  const out = await build({
    stdin: {
      contents: `import { createDevWallet } from '@latch/devnet/dev-wallet'
createDevWallet({ chains: ${JSON.stringify(chains)}, accountIndex: ${accountIndex}, storage: localStorage }).announce(window)`,
      resolveDir: import.meta.dirname,
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'warning',
  })
  return out.outputFiles[0]!.text
}
