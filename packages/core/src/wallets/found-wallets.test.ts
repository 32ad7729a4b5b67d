import { describe, expect, it } from 'vitest'
import type { AdapterContext, Connector } from '../connection/adapter.ts'
import type { Network } from '../networks/types.ts'
import { createFoundWallets, type FoundWallet, type StandardWallets } from './found-wallets.ts'

/** A wallet whose account changes the test drives, counting who listens. */
function wallet(id: string, chains: string[] = []) {
  const listeners = new Set<(a: string[]) => void>()
  const connector: Connector = { id, name: id, type: 'ANNOUNCED', chainNamespace: 'solana' }
  const ended = { count: 0 }
  return {
    connector,
    chains,
    ended,
    disconnect: async () => {
      ended.count++
    },
    onAccounts: (l: (a: string[]) => void) => {
      listeners.add(l)
      return () => listeners.delete(l)
    },
    emit: (a: string[]) => {
      for (const l of listeners) l(a)
    },
    listeners,
  } satisfies FoundWallet & Record<string, unknown>
}
type TestWallet = ReturnType<typeof wallet>

/** A Wallet Standard registry in memory: `register` adds wallets as an extension would. */
function registry(initial: unknown[]) {
  const held = [...initial]
  const listeners = new Set<(...w: unknown[]) => void>()
  const standard: StandardWallets = {
    get: () => held,
    on: (_e, l) => {
      listeners.add(l)
      return () => listeners.delete(l)
    },
  }
  return {
    standard,
    register: (...w: unknown[]) => {
      held.push(...w)
      for (const l of listeners) l(...w)
    },
    listening: () => listeners.size,
  }
}

function context(networks: Network[] = []) {
  const published: string[][] = []
  const changes: [string, readonly string[]][] = []
  const ctx: AdapterContext = {
    networks,
    setConnectors: (c) => published.push(c.map((x) => x.id)),
    onAccountsChanged: (id, a) => changes.push([id, a]),
    onChainChanged: () => {},
    onDisconnect: () => {},
  }
  return { ctx, published, changes }
}

const read = (w: unknown) => w as TestWallet | undefined
/** A wallet serves the networks it lists, or every one when it lists none. */
const serves = (w: TestWallet, n: Network) => w.chains.length === 0 || w.chains.includes(n.caipNetworkId)
const options = { serves, family: 'Test' }
const net = (ref: string): Network =>
  ({ id: ref, caipNetworkId: `solana:${ref}`, chainNamespace: 'solana', name: `Cluster ${ref}` }) as Network

describe('createFoundWallets', () => {
  it('keeps the wallets registered now, later and found otherwise, once each, and forwards their accounts', () => {
    const a = wallet('a')
    const b = wallet('b')
    const other = wallet('sats')
    const r = registry([a])
    const { ctx, published, changes } = context()
    const found = createFoundWallets<TestWallet>(options)
    const stop = found.mount(ctx, r.standard, read, [other, undefined])
    expect(published).toEqual([['a', 'sats']])
    r.register(b, a)
    expect(published.at(-1)).toEqual(['a', 'sats', 'b'])
    r.register(a)
    expect(published).toHaveLength(2)
    b.emit(['addr1'])
    expect(changes).toEqual([['b', ['addr1']]])
    expect(found.get('b')).toBe(b)
    expect(found.context()).toBe(ctx)

    stop()
    expect(published.at(-1)).toEqual([])
    expect(r.listening()).toBe(0)
    expect([a, b, other].every((w) => w.listeners.size === 0)).toBe(true)
    expect(found.get('a')).toBeUndefined()
    expect(found.context()).toBeUndefined()
  })

  it('keeps an adopted wallet under its own id, replacing the one held there, and hears it only while mounted', () => {
    const found = createFoundWallets<TestWallet>(options)
    const early = wallet('x')
    found.keep('wc:1', early)
    expect(early.listeners.size).toBe(0)
    const { ctx, changes } = context()
    found.mount(ctx, registry([]).standard, read)
    const later = wallet('x')
    found.keep('wc:1', later)
    later.emit(['addr2'])
    expect(changes).toEqual([['wc:1', ['addr2']]])
    expect(found.get('wc:1')).toBe(later)
  })

  it('gives a connecting wallet the network it served before, else the first of the app it serves; switches only to one it serves', async () => {
    const [one, two] = [net('one'), net('two')]
    const picky = wallet('picky', ['solana:two'])
    const any = wallet('any')
    const found = createFoundWallets<TestWallet>(options)
    found.mount(context([one, two]).ctx, registry([picky, any]).standard, read)
    const { switchNetwork, disconnect } = found.connection(async () => undefined)
    expect(found.attach('picky')).toBe(two)
    expect(found.attach('any')).toBe(one)
    await switchNetwork?.('any', two)
    expect(found.attach('any')).toBe(two)
    await expect(switchNetwork?.('picky', one)).rejects.toThrow('picky does not support Cluster one')
    // The refused switch left it where it was.
    expect(found.attach('picky')).toBe(two)
    await disconnect('any')
    expect(any.ended.count).toBe(1)
    // Forgotten: connecting again starts from the app's first network it serves, not the one switched to.
    expect(found.attach('any')).toBe(one)
    expect(() => found.wallet('gone')).toThrow(expect.objectContaining({ code: 'CONNECTOR_NOT_FOUND' }))
    expect(() => found.attach('gone')).toThrow('Wallet gone is not available')
  })

  it("connects through the adapter's account reader: a wallet granting none fails to connect and restores nothing", async () => {
    const found = createFoundWallets<TestWallet>(options)
    found.mount(context([net('one')]).ctx, registry([wallet('w')]).standard, read)
    const asked: boolean[] = []
    const granting = found.connection(async (id, silent) => {
      asked.push(silent)
      return { address: `${id}-addr`, chainId: found.attach(id).id }
    })
    expect(await granting.connect('w')).toEqual({ address: 'w-addr', chainId: 'one' })
    expect(await granting.reconnect('w')).toEqual({ address: 'w-addr', chainId: 'one' })
    expect(asked).toEqual([false, true])
    const refusing = found.connection(async () => undefined)
    await expect(refusing.connect('w')).rejects.toThrow('The wallet returned no account')
    expect(await refusing.reconnect('w')).toBeNull()
  })

  it('says which family has no network when the app configures none', () => {
    const found = createFoundWallets<TestWallet>(options)
    found.mount(context([]).ctx, registry([wallet('w')]).standard, read)
    expect(() => found.attach('w')).toThrow('The app has no Test network')
  })
})
