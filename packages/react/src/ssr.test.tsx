import { createLatch, LATCH_COOKIE, latchCookie, shortenAddress } from '@latch/core'
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
import { latchInitialState } from './server.ts'

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

  describe('a returning visitor (ssr: latchCookie())', () => {
    const shared = createLatch({
      networks: [base, mainnet],
      adapters: [evmAdapter()],
      projectId: 'latch-demo',
      ssr: latchCookie(),
    })
    const cookie = (snapshot: object) =>
      `other=1; ${LATCH_COOKIE}=${encodeURIComponent(JSON.stringify(snapshot))}`
    const alice = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const bob = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
    const render = async (header: string, acceptLanguage?: string) =>
      renderToString(
        <LatchProvider latch={shared} initialState={await latchInitialState(header, { acceptLanguage })}>
          <ConnectButton />
        </LatchProvider>,
      )

    it('renders each visitor’s own wallet from one shared instance, which stays untouched', async () => {
      const [a, b] = await Promise.all([
        render(cookie({ caipAddress: `eip155:1:${alice}`, connectorId: 'io.metamask' })),
        render(cookie({ caipAddress: `eip155:8453:${bob}`, connectorId: 'walletConnect' })),
      ])
      expect(a).toContain(`>${shortenAddress(alice)}</button>`)
      expect(a).toContain('aria-busy="true"')
      expect(a).not.toContain(shortenAddress(bob))
      expect(b).toContain(`>${shortenAddress(bob)}</button>`)
      expect(shared.getState().connections).toEqual({})
      expect(await render('')).toContain('>Connect Wallet</button>')
    })

    it('renders in the visitor’s language: the cookie’s, else the Accept-Language header’s', async () => {
      expect(await render(cookie({ locale: 'de' }), 'fr')).toContain('>Wallet verbinden</button>')
      expect(await render('', 'fr-CH, de;q=0.8')).toContain('>Connecter un wallet</button>')
      expect(await render('', 'sw')).toContain('>Connect Wallet</button>')
      const state = await latchInitialState(cookie({ locale: 'ar' }), { locale: 'ja' })
      expect(state.snapshot?.locale).toBe('ja')
      expect(state.locale).toEqual({
        locale: 'ja',
        button: { connectWallet: 'ウォレットを接続', connecting: expect.any(String) },
      })
      // Plain strings only: the state crosses from a server component to the client as JSON.
      expect(JSON.parse(JSON.stringify(state))).toEqual(state)
      // The app's English wins over the cookie's language: no locale, no catalogue.
      expect(await latchInitialState(cookie({ locale: 'ar' }), { locale: 'en-GB' })).toEqual({})
      // A locale Latch does not ship is the app's mistake: said clearly, as createLatch says it.
      await expect(latchInitialState('', { locale: 'xx-YY' })).rejects.toThrow(
        /Invalid option: latchInitialState: locale "xx-YY" is not a locale Latch ships/,
      )
    })

    it('without the ssr option, initialState is ignored on the server as in the browser', async () => {
      const plain = createLatch({ networks: [mainnet], adapters: [evmAdapter()], projectId: 'latch-demo' })
      const state = await latchInitialState(
        cookie({ locale: 'de', caipAddress: `eip155:1:${alice}`, connectorId: 'io.metamask' }),
      )
      const html = renderToString(
        <LatchProvider latch={plain} initialState={state}>
          <ConnectButton />
        </LatchProvider>,
      )
      expect(html).toContain('>Connect Wallet</button>')
    })

    it('a forged cookie renders nothing of it', async () => {
      const html = await render(
        cookie({
          caipAddress: 'eip155:1:<img src=x onerror=alert(1)>',
          connectorId: '"><script>',
          locale: 'xx',
        }),
      )
      expect(html).toContain('>Connect Wallet</button>')
      expect(html).not.toContain('<img')
      expect(html).not.toContain('<script')
    })
  })
})
