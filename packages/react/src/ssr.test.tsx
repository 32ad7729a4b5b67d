import { createLatch } from '@latch/core'
import { base, mainnet } from '@latch/core/networks'
import { evmAdapter } from '@latch/evm'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import {
  ConnectButton,
  LatchProvider,
  useDisconnect,
  useLatch,
  useLatchAccount,
  useLatchEvents,
  useLatchNetwork,
  useLatchProvider,
  useLatchState,
  useLatchTheme,
  useWalletInfo,
} from './index.ts'

function Page() {
  const { open } = useLatch()
  const account = useLatchAccount()
  const network = useLatchNetwork()
  const { disconnect } = useDisconnect()
  const state = useLatchState()
  const theme = useLatchTheme()
  const { walletInfo } = useWalletInfo()
  const event = useLatchEvents()
  const { walletProvider } = useLatchProvider('eip155')
  return (
    <main>
      <ConnectButton />
      <output>{JSON.stringify({ account, network: network.caipNetworkId ?? null })}</output>
      <output>
        {JSON.stringify({
          state,
          themeMode: theme.themeMode,
          wallet: walletInfo ?? null,
          event: event ?? null,
          provider: walletProvider ?? null,
        })}
      </output>
      <span>{typeof open === 'function' && typeof disconnect === 'function' ? 'ready' : 'broken'}</span>
    </main>
  )
}

describe('server rendering', () => {
  it('renders every hook and the button under Node with no browser globals', () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined')
    const latch = createLatch({
      networks: [base, mainnet],
      adapters: [evmAdapter()],
      projectId: 'latch-demo',
    })
    const html = renderToString(
      <LatchProvider latch={latch}>
        <Page />
      </LatchProvider>,
    )
    expect(html).toContain('>Connect Wallet</button>')
    expect(html).toContain('&quot;isConnected&quot;:false')
    expect(html).toContain('ready')
    expect(html).toContain('&quot;selectedNetworkId&quot;:&quot;eip155:8453&quot;')
    expect(html).toContain('&quot;themeMode&quot;:&quot;dark&quot;')
    expect(html).toContain('&quot;wallet&quot;:null')
  })

  it('requests on separate instances share nothing', () => {
    const a = createLatch({ networks: [mainnet], adapters: [evmAdapter()], projectId: 'latch-demo' })
    const b = createLatch({ networks: [mainnet], adapters: [evmAdapter()], projectId: 'latch-demo' })
    a.open()
    const html = renderToString(
      <LatchProvider latch={b}>
        <Page />
      </LatchProvider>,
    )
    expect(b.getState().modal.open).toBe(false)
    expect(html).not.toContain('role="dialog"')
  })

  it('hooks outside a provider fail with a clear message', () => {
    expect(() => renderToString(<Page />)).toThrowError(/inside <LatchProvider latch=\{latch\}>/)
  })
})
