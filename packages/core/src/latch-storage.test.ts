import { describe, expect, it } from 'vitest'
import { createLatchStorage } from './latch-storage.ts'
import { createMemoryStorage, STORAGE_PREFIX } from './plumbing/storage.ts'

describe('browser storage (SPEC §3)', () => {
  it('keeps every item under the Latch prefix', () => {
    const raw = createMemoryStorage()
    const s = createLatchStorage(raw)
    s.walletId.set('io.metamask')
    s.walletName.set('MetaMask')
    s.activeCaipNetworkId.set('eip155:10')
    s.activeNamespace.set('eip155')
    s.connectionStatus.set('connected')
    s.preferredAccountTypes.set({ eip155: 'smartAccount' })
    s.connections.set({ eip155: 'io.metamask' })
    s.emailLoginUsed.set(true)
    s.lastEmailLoginTime.set(1)
    s.lastUsedChain.set('eip155:1')
    s.addRecentWallet({ id: 'a', name: 'A' })
    s.markDisconnected('a', true)
    expect(raw.getItem(`${STORAGE_PREFIX}wallet_id`)).toBe('"io.metamask"')
    expect(s.walletName.get()).toBe('MetaMask')
    expect(s.activeCaipNetworkId.get()).toBe('eip155:10')
    expect(s.preferredAccountTypes.get()).toEqual({ eip155: 'smartAccount' })
    expect(s.connections.get()).toEqual({ eip155: 'io.metamask' })
    expect(s.emailLoginUsed.get()).toBe(true)
    expect(s.disconnectedConnectorIds()).toEqual(['a'])
  })

  it('"Recent wallets (2 kept)", newest first, without duplicates', () => {
    const s = createLatchStorage(createMemoryStorage())
    s.addRecentWallet({ id: 'a', name: 'A' })
    s.addRecentWallet({ id: 'b', name: 'B' })
    s.addRecentWallet({ id: 'a', name: 'A' })
    s.addRecentWallet({ id: 'c', name: 'C' })
    expect(s.recentWallets()?.map((w) => w.id)).toEqual(['c', 'a'])
  })

  it("keeps a recent wallet's app links, and ignores a stored list whose links are not text", () => {
    const raw = createMemoryStorage()
    const s = createLatchStorage(raw)
    s.addRecentWallet({
      id: 't',
      name: 'Trust Wallet',
      mobileLink: 'trust://',
      universalLink: 'https://link.t',
    })
    expect(s.recentWallets()).toEqual([
      { id: 't', name: 'Trust Wallet', mobileLink: 'trust://', universalLink: 'https://link.t' },
    ])
    raw.setItem(
      `${STORAGE_PREFIX}recent_wallets`,
      '[{"id":"t","name":"T","mobileLink":{"href":"javascript:x"}}]',
    )
    expect(s.recentWallets()).toBeUndefined()
  })

  it('"Corrupt or foreign JSON in storage is ignored, never thrown"', () => {
    const raw = createMemoryStorage()
    const s = createLatchStorage(raw)
    raw.setItem(`${STORAGE_PREFIX}recent_wallets`, '[{"id":1}]')
    raw.setItem(`${STORAGE_PREFIX}preferred_account_types`, '{"eip155":"admin"}')
    raw.setItem(`${STORAGE_PREFIX}connections`, '{"evil":"x"}')
    raw.setItem(`${STORAGE_PREFIX}active_caip_network_id`, '"not a caip id"')
    raw.setItem(`${STORAGE_PREFIX}email_login_used`, '{{{')
    expect(s.recentWallets()).toBeUndefined()
    expect(s.preferredAccountTypes.get()).toBeUndefined()
    expect(s.connections.get()).toBeUndefined()
    expect(s.activeCaipNetworkId.get()).toBeUndefined()
    expect(s.emailLoginUsed.get()).toBeUndefined()
    s.addRecentWallet({ id: 'a', name: 'A' })
    expect(s.recentWallets()).toEqual([{ id: 'a', name: 'A' }])
  })

  it('clears the login cache: flag, last chain, social username', () => {
    const raw = createMemoryStorage()
    const s = createLatchStorage(raw)
    s.emailLoginUsed.set(true)
    s.lastUsedChain.set('eip155:1')
    // The social login's keys (SPEC §3) go too.
    s.connectedSocial.set('github')
    s.socialUsername.set('ada')
    s.walletId.set('keep')
    s.clearLoginCache()
    expect([s.emailLoginUsed.get(), s.lastUsedChain.get()]).toEqual([undefined, undefined])
    expect(raw.getItem(`${STORAGE_PREFIX}social_username`)).toBeNull()
    expect(s.connectedSocial.get()).toBeUndefined()
    expect(s.walletId.get()).toBe('keep')
  })

  it('reads a full-page social login under way only in its shape', () => {
    const raw = createMemoryStorage()
    const s = createLatchStorage(raw)
    s.socialPending.set({ provider: 'github', state: 'abc', hash: '#pricing' })
    expect(s.socialPending.get()).toEqual({ provider: 'github', state: 'abc', hash: '#pricing' })
    for (const stored of [
      { provider: 'myspace', state: 'abc' },
      { provider: 'github' },
      { provider: 'github', state: 'abc', link: 'yes' },
      { provider: 'github', state: 'abc', hash: 'javascript:alert(1)' },
    ]) {
      raw.setItem(`${STORAGE_PREFIX}social_pending`, JSON.stringify(stored))
      expect(s.socialPending.get(), JSON.stringify(stored)).toBeUndefined()
    }
  })
})
