import { expect, it } from 'vitest'

it('the public surface changes only on purpose', async () => {
  expect(Object.keys(await import('./index.ts')).sort()).toEqual([
    'ConnectButton',
    'LatchProvider',
    'createLatch',
    'getCallsStatus',
    'getCapabilities',
    'latchCookie',
    'latchSiwx',
    'sendCalls',
    'useCapabilities',
    'useDisconnect',
    'useLatch',
    'useLatchAccount',
    'useLatchEvents',
    'useLatchLocale',
    'useLatchNetwork',
    'useLatchProvider',
    'useLatchSiwx',
    'useLatchState',
    'useLatchTheme',
    'useLatchWallets',
    'useSendCalls',
    'useWalletInfo',
    'waitForCallsStatus',
  ])
})

it('the connections entry holds the hooks over several wallets, off the main entry (no page-load bytes)', async () => {
  expect(Object.keys(await import('./useConnections.ts')).sort()).toEqual([
    'useConnections',
    'useSwitchConnection',
  ])
})

it('the server entry holds only what a server calls', async () => {
  expect(Object.keys(await import('./server.ts')).sort()).toEqual(['latchInitialState'])
})
