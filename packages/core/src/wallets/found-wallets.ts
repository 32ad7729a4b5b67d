import type { AdapterAccount, AdapterContext, ChainAdapter, Connector } from '../connection/adapter.ts'
import type { Network } from '../networks/types.ts'

/** A wallet an adapter found on the page: its connector, how to hear its accounts change, and to end. */
export type FoundWallet = {
  connector: Connector
  onAccounts: (listener: (addresses: string[]) => void) => () => void
  disconnect: () => Promise<void>
}

/** The Wallet Standard registry, as `getWallets()` of `@wallet-standard/app` returns it. */
export type StandardWallets = {
  get: () => readonly unknown[]
  on: (event: 'register', listener: (...wallets: unknown[]) => void) => () => void
}

/**
 * The wallets a Wallet Standard adapter (Solana, Bitcoin) has found, by connector id, and the network
 * each connected one acts on: while mounted it keeps those registered now and later (and any the
 * adapter found another way), publishes their connectors, and forwards each one's account changes;
 * unmounted, it forgets them all. `serves` says whether a wallet can act on a network; `family` names
 * the chain family in errors ("The app has no Solana network").
 *
 * @example
 * const found = createFoundWallets<SolanaWallet>({ serves, family: 'Solana' })
 * // in the adapter's mount(ctx):
 * return found.mount(ctx, getWallets(), readStandardWallet)
 */
export function createFoundWallets<W extends FoundWallet>(opts: {
  serves: (wallet: W, network: Network) => boolean
  family: string
}) {
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
  /** The network each connected wallet acts on (these wallets follow the app's choice). */
  const networkOf = new Map<string, Network>()
  /** The wallet with this connector id, or `CONNECTOR_NOT_FOUND`. */
  const wallet = (id: string): W => {
    const w = wallets.get(id)
    if (!w) throw Object.assign(new Error(`Wallet ${id} is not available`), { code: 'CONNECTOR_NOT_FOUND' })
    return w
  }
  return {
    /** The wallet with this connector id, if found. */
    get: (id: string): W | undefined => wallets.get(id),
    wallet,
    /**
     * The network a wallet that has just connected acts on: the one it acted on before, else the first
     * of the app's that it serves, else the app's first; remembered until it disconnects.
     */
    attach(id: string): Network {
      const networks = context?.networks ?? []
      const w = wallet(id)
      const network = networkOf.get(id) ?? networks.find((n) => opts.serves(w, n)) ?? networks[0]
      if (!network) throw new Error(`The app has no ${opts.family} network`)
      networkOf.set(id, network)
      return network
    },
    /**
     * The adapter's connection methods over `connectWith` (which asks a wallet for its account, silently
     * on reconnect, and answers undefined when the wallet grants none): connect fails without an account,
     * reconnect resolves null; switching moves a wallet to a network it serves; disconnecting forgets it.
     */
    connection(
      connectWith: (id: string, silent: boolean) => Promise<AdapterAccount | undefined>,
    ): Pick<ChainAdapter, 'connect' | 'reconnect' | 'disconnect' | 'switchNetwork'> {
      return {
        async connect(id) {
          const account = await connectWith(id, false)
          if (!account) throw new Error('The wallet returned no account')
          return account
        },
        reconnect: async (id) => (await connectWith(id, true)) ?? null,
        async disconnect(id) {
          networkOf.delete(id)
          await wallets.get(id)?.disconnect()
        },
        async switchNetwork(id, network) {
          const w = wallet(id)
          if (!opts.serves(w, network))
            throw new Error(`${w.connector.name} does not support ${network.name}`)
          networkOf.set(id, network)
        },
      }
    },
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
