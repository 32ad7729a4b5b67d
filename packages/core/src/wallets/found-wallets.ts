import type { AdapterContext, Connector } from '../types.ts'

/** A wallet an adapter found on the page: its connector, and how to hear its accounts change. */
export type FoundWallet = {
  connector: Connector
  onAccounts: (listener: (addresses: string[]) => void) => () => void
}

/** The Wallet Standard registry, as `getWallets()` of `@wallet-standard/app` returns it. */
export type StandardWallets = {
  get: () => readonly unknown[]
  on: (event: 'register', listener: (...wallets: unknown[]) => void) => () => void
}

/**
 * The wallets a Wallet Standard adapter (Solana, Bitcoin) has found, by connector id: while mounted it
 * keeps those registered now and later (and any the adapter found another way), publishes their
 * connectors, and forwards each one's account changes; unmounted, it forgets them all.
 *
 * @example
 * const found = createFoundWallets<SolanaWallet>()
 * // in the adapter's mount(ctx):
 * return found.mount(ctx, getWallets(), readStandardWallet)
 */
export function createFoundWallets<W extends FoundWallet>() {
  const wallets = new Map<string, W>()
  const watching = new Map<string, () => void>()
  let context: AdapterContext | undefined
  const publish = () => context?.setConnectors([...wallets.values()].map((w) => w.connector))
  /** Keeps a wallet under an id (replacing one held there) and, while mounted, hears its accounts. */
  const keep = (id: string, w: W) => {
    watching.get(id)?.()
    watching.delete(id)
    wallets.set(id, w)
    const ctx = context
    if (ctx)
      watching.set(
        id,
        w.onAccounts((addresses) => ctx.onAccountsChanged(id, addresses)),
      )
  }
  /** Keeps a wallet new to the list; false when it is none or already kept. */
  const add = (w: W | undefined): boolean => {
    if (!w || wallets.has(w.connector.id)) return false
    keep(w.connector.id, w)
    return true
  }
  return {
    /** The wallet with this connector id, if found. */
    get: (id: string): W | undefined => wallets.get(id),
    /** The mounted instance's context (its networks and callbacks), while mounted. */
    context: (): AdapterContext | undefined => context,
    /** Keeps a wallet under an id the caller chose (a wallet adopted from a WalletConnect session). */
    keep,
    /**
     * Starts finding wallets for a mounted instance: those `standard` holds now and registers later
     * (read by `read`), and `others` found another way. Returns the cleanup, which forgets them all.
     */
    mount(
      ctx: AdapterContext,
      standard: StandardWallets,
      read: (wallet: unknown) => W | undefined,
      others: readonly (W | undefined)[] = [],
    ): () => void {
      context = ctx
      const register = (...registered: unknown[]) => {
        if (registered.map((r) => add(read(r))).some(Boolean)) publish()
      }
      for (const r of standard.get()) add(read(r))
      for (const w of others) add(w)
      publish()
      const off = standard.on('register', register)
      return () => {
        off()
        for (const stop of watching.values()) stop()
        watching.clear()
        wallets.clear()
        publish()
        context = undefined
      }
    },
  }
}
