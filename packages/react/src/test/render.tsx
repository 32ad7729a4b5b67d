/**
 * Component-test support (never exported): a Latch instance on the unit-test devnet and its test
 * server, with a Dev Wallet announced over EIP-6963, rendered with the button in this page.
 */
import type { Latch, LatchOptions } from '@latch/core'
import { createLatch } from '@latch/core/internal/latch'
import { createMemoryStorage } from '@latch/core/internal/plumbing/storage'
import { createDevWallet, type DevWallet } from '@latch/devnet/dev-wallet'
import { devnetNetworks } from '@latch/devnet/networks'
import type {} from '@latch/devnet/vitest-context'
import { evmAdapter } from '@latch/evm'
import type { ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { expect, inject, onTestFinished } from 'vitest'
import { page } from 'vitest/browser'
import { ConnectButton } from '../ConnectButton/ConnectButton.tsx'
import { type LatchPreload, LatchProvider } from '../LatchProvider.tsx'
import type {} from './api-setup.ts'

/** A rendered instance, its wallet, and the cleanup. */
export type Rendered = { latch: Latch; wallet: DevWallet; unmount: () => void }

/**
 * Renders `<LatchProvider><ConnectButton /></LatchProvider>` with a fresh instance (memory storage)
 * and a fresh Dev Wallet signing as `accountIndex` (default 0); `otherWallets` are announced beside
 * it, `children` render beside the button, `preload` is the provider's. Call it inside a test: it unmounts when the test finishes (or earlier, through `unmount`).
 *
 * @example
 * const { latch, unmount } = renderLatch({ termsConditionsUrl: 'https://example.com/terms' })
 */
export function renderLatch(
  over: Partial<LatchOptions> = {},
  opts: {
    accountIndex?: number
    otherWallets?: readonly DevWallet[]
    children?: ReactNode
    preload?: LatchPreload
  } = {},
): Rendered {
  const chains = inject('devnet')
  const wallet = createDevWallet({ chains: chains.slice(0, 1), accountIndex: opts.accountIndex ?? 0 })
  const announced = [wallet, ...(opts.otherWallets ?? [])].map((w) => w.announce(window))
  const stopAnnouncing = () => {
    for (const stop of announced) stop()
  }
  const latch = createLatch({
    networks: devnetNetworks(chains),
    adapters: [evmAdapter()],
    projectId: 'latch-demo',
    apiUrl: inject('apiUrl'),
    storage: createMemoryStorage(),
    ...over,
  })
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  root.render(
    <LatchProvider latch={latch} {...(opts.preload ? { preload: opts.preload } : {})}>
      <ConnectButton />
      {opts.children}
    </LatchProvider>,
  )
  let mounted = true
  const unmount = () => {
    if (!mounted) return
    mounted = false
    root.unmount()
    container.remove()
    stopAnnouncing()
    latch.close()
  }
  onTestFinished(unmount)
  return { latch, wallet, unmount }
}

/**
 * Opens the modal from the button and connects the Dev Wallet; resolves on the Account view once it
 * has settled. Account grows as its balances load, and on this phone-wide page the dialog is a bottom
 * sheet, so every control moves up while it grows: a click computed before that lands elsewhere.
 */
export async function connectDevWallet(): Promise<void> {
  await pickOnConnect('Dev Wallet')
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect.element(account.getByRole('list', { name: 'Tokens' })).toBeVisible()
  await expect.element(account.getByRole('definition').first()).not.toHaveTextContent('Loading…')
  await dialogSettled()
}

/**
 * Opens the modal from the button and picks an entry of the Connect view's list by its name.
 *
 * @example
 * await pickOnConnect('All Wallets')
 */
export async function pickOnConnect(name: string): Promise<void> {
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('dialog', { name: 'Connect Wallet' }).getByRole('button', { name }).click()
}

/**
 * From the Account view on Latch Devnet A, opens Networks and picks the network whose option matches.
 *
 * @example
 * await pickNetwork(/^Latch Devnet B/)
 */
export async function pickNetwork(name: RegExp): Promise<void> {
  await page
    .getByRole('dialog', { name: 'Account' })
    .getByRole('button', { name: 'Latch Devnet A, switch network' })
    .click()
  await page.getByRole('dialog', { name: 'Networks' }).getByRole('option', { name }).click()
}

/** Resolves once the dialog's box has not moved for 300 ms (its height transition is 150 ms). */
export async function dialogSettled(): Promise<void> {
  const box = () => JSON.stringify(document.querySelector('[role=dialog]')?.getBoundingClientRect())
  let last = box()
  let since = performance.now()
  await expect
    .poll(
      () => {
        const now = box()
        if (now !== last) {
          last = now
          since = performance.now()
        }
        return performance.now() - since >= 300
      },
      { timeout: 10_000, interval: 50 },
    )
    .toBe(true)
}

/**
 * Renders a component alone in this page, without an instance; it unmounts when the test finishes.
 *
 * @example
 * renderAlone(<SelectField label="Currency" … />)
 */
export function renderAlone(node: ReactNode): void {
  const host = document.createElement('div')
  document.body.append(host)
  const root = createRoot(host)
  root.render(node)
  onTestFinished(() => {
    root.unmount()
    host.remove()
  })
}
