import { WalletKit, type WalletKitTypes } from '@reown/walletkit'
import { base58, base64 } from '@scure/base'
import { Core } from '@walletconnect/core'
import {
  buildApprovedNamespaces,
  buildAuthObject,
  getSdkError,
  populateAuthPayload,
} from '@walletconnect/utils'
import { createWalletClient, type Hex, http, isHex } from 'viem'
import { testAccount } from '../chains.ts'
import { solanaTestKey } from '../solana/facts.ts'
import { sendSolanaTransaction, signSolanaMessage, signSolanaTransaction } from '../solana/sign.ts'
import { memoryStorage } from './memory-storage.ts'

/** A chain the test wallet can sign for. */
export type TestWalletChain = { id: number; rpcUrl: string }

/** What the wallet does with the next requests: answer, refuse (code 4001), or never answer. */
export type RequestMode = 'approve' | 'reject' | 'ignore'

/** Options of {@link startTestWallet}. */
export type TestWalletOptions = {
  relayUrl: string
  chains: readonly TestWalletChain[]
  /** Which devnet test account signs (default 0). */
  accountIndex?: number
  /** Keeps several wallets in one process apart (default a random one). */
  storagePrefix?: string
  /** A Solana chain it also serves (the `solana` namespace), signing with the Solana test key of the same index. */
  solana?: { caipNetworkId: string; rpcUrl: string }
  /**
   * Answers WalletConnect's one-click auth (`wc_sessionAuthenticate`, CAIP-222): a pairing that asks it
   * to sign in comes as an authentication request ({@link TestWallet.nextAuthentication}) instead of a
   * session proposal. Without it, the client's fallback proposal comes, as from a wallet that lacks it.
   */
  oneClickAuth?: boolean
}

/** A request the wallet received from the app. */
export type ReceivedRequest = { method: string; params: unknown; chainId: string }

/** A WalletConnect wallet driven by tests: it pairs, approves or rejects, signs, switches and disconnects. */
export type TestWallet = {
  address: Hex
  /** Its Solana address, when it serves a Solana chain. */
  solanaAddress?: string
  /** Pairs with a `wc:` URI; rejects with the client's error for a malformed or foreign one. */
  pair: (uri: string) => Promise<void>
  /** Waits for the next session proposal. */
  nextProposal: (timeoutMs?: number) => Promise<WalletKitTypes.SessionProposal>
  /** Approves a proposal on `chainId` (default: the first chain); resolves with the session topic. */
  approve: (proposal: WalletKitTypes.SessionProposal, chainId?: number) => Promise<string>
  reject: (proposal: WalletKitTypes.SessionProposal) => Promise<void>
  /** Waits for the next one-click auth request (with `oneClickAuth`). */
  nextAuthentication: (timeoutMs?: number) => Promise<WalletKitTypes.SessionAuthenticate>
  /**
   * Signs in as it pairs: the message of the request's fields for its account on the first requested
   * chain it serves (EIP-191), granting the requested methods it has; resolves with the session topic.
   */
  approveAuthentication: (request: WalletKitTypes.SessionAuthenticate) => Promise<string | undefined>
  rejectAuthentication: (request: WalletKitTypes.SessionAuthenticate) => Promise<void>
  /** How requests are answered from now on (default `approve`); held ones are answered so too. */
  setRequestMode: (mode: RequestMode) => void
  /** Every request received, oldest first. */
  requests: ReceivedRequest[]
  /** Waits until a request with this method has arrived. */
  waitForRequest: (method: string, timeoutMs?: number) => Promise<ReceivedRequest>
  /** Moves the wallet to another chain and tells the app (the `chainChanged` session event). */
  switchChain: (chainId: number) => Promise<void>
  /** Ends every session from the wallet's side. */
  disconnect: () => Promise<void>
  /** Open sessions' topics. */
  sessions: () => string[]
  stop: () => Promise<void>
}

const waitFor = <T>(check: () => T | undefined, timeoutMs: number, what: string): Promise<T> =>
  new Promise((resolve, reject) => {
    const started = Date.now()
    const tick = () => {
      const v = check()
      if (v !== undefined) return resolve(v)
      if (Date.now() - started > timeoutMs) return reject(new Error(`Timed out waiting for ${what}`))
      setTimeout(tick, 25)
    }
    tick()
  })

/**
 * Starts a wallet-side WalletConnect client (`@reown/walletkit`) on a local relay, signing with a devnet
 * test account. Set `IS_VITEST=true` in the process first: it turns off the Verify and telemetry calls, so
 * nothing leaves loopback.
 *
 * @example
 * const wallet = await startTestWallet({ relayUrl: relay.url, chains: [{ id: 31337, rpcUrl }] })
 * await wallet.pair(uri)
 * await wallet.approve(await wallet.nextProposal())
 */
export async function startTestWallet(opts: TestWalletOptions): Promise<TestWallet> {
  const account = testAccount(opts.accountIndex ?? 0)
  const solanaKey = opts.solana ? solanaTestKey(opts.accountIndex ?? 0) : undefined
  const core = new Core({
    projectId: 'latch-test-wallet',
    relayUrl: opts.relayUrl,
    storage: memoryStorage(),
    customStoragePrefix: opts.storagePrefix ?? `test-wallet-${Math.random().toString(36).slice(2)}`,
    telemetryEnabled: false,
    logger: 'silent',
  })
  const kit = await WalletKit.init({
    core,
    metadata: {
      name: 'Latch Test Wallet',
      description: 'A WalletConnect wallet for Latch tests',
      url: 'http://127.0.0.1',
      icons: [],
    },
  })
  const proposals: WalletKitTypes.SessionProposal[] = []
  const requests: ReceivedRequest[] = []
  let mode: RequestMode = 'approve'
  let chainId = opts.chains[0]?.id ?? 31337
  const chainOf = (id: number) => {
    const c = opts.chains.find((x) => x.id === id)
    if (!c) throw Object.assign(new Error(`Unrecognized chain ${id}`), { code: 4902 })
    return c
  }
  const caipAccounts = () => opts.chains.map((c) => `eip155:${c.id}:${account.address}`)
  const evmMethods = [
    'personal_sign',
    'eth_sendTransaction',
    'eth_signTypedData_v4',
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
  ]
  const namespaces = () => ({
    eip155: {
      chains: opts.chains.map((c) => `eip155:${c.id}`),
      methods: evmMethods,
      events: ['chainChanged', 'accountsChanged'],
      accounts: caipAccounts(),
    },
    ...(opts.solana && solanaKey
      ? {
          solana: {
            chains: [opts.solana.caipNetworkId],
            methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'],
            events: [],
            accounts: [`${opts.solana.caipNetworkId}:${solanaKey.address}`],
          },
        }
      : {}),
  })
  const emitChain = async (topic: string) =>
    kit.emitSessionEvent({
      topic,
      event: { name: 'chainChanged', data: chainId },
      chainId: `eip155:${chainId}`,
    })

  /** WalletConnect's Solana methods: base58 messages and signatures, base64 transactions. */
  const answerSolana = async (method: string, params: unknown): Promise<unknown> => {
    if (!opts.solana || !solanaKey) throw Object.assign(new Error('No Solana account'), { code: 4200 })
    const p = (params ?? {}) as {
      message?: unknown
      transaction?: unknown
      sendOptions?: { preflightCommitment?: string }
    }
    if (method === 'solana_signMessage') {
      if (typeof p.message !== 'string') throw new Error('solana_signMessage needs a message')
      return { signature: base58.encode(signSolanaMessage(base58.decode(p.message), solanaKey)) }
    }
    if (typeof p.transaction !== 'string') throw new Error(`${method} needs a transaction`)
    const { signed, signature } = signSolanaTransaction(base64.decode(p.transaction), solanaKey)
    if (method === 'solana_signTransaction')
      return { signature: base58.encode(signature), transaction: base64.encode(signed) }
    return {
      signature: await sendSolanaTransaction(opts.solana.rpcUrl, signed, p.sendOptions?.preflightCommitment),
    }
  }

  const answer = async (method: string, params: unknown, requestChain: string): Promise<unknown> => {
    if (requestChain.startsWith('solana:')) return answerSolana(method, params)
    const list = Array.isArray(params) ? params : []
    switch (method) {
      case 'personal_sign': {
        const message = list[0]
        if (typeof message !== 'string') throw new Error('personal_sign needs a message')
        return account.signMessage({ message: isHex(message) ? { raw: message } : message })
      }
      case 'eth_signTypedData_v4': {
        const typed = typeof list[1] === 'string' ? JSON.parse(list[1]) : list[1]
        return account.signTypedData(typed)
      }
      case 'eth_sendTransaction': {
        const tx = list[0] as { to?: Hex; value?: Hex; data?: Hex; gas?: Hex }
        const chain = chainOf(Number(requestChain.split(':')[1]))
        const client = createWalletClient({ account, transport: http(chain.rpcUrl) })
        return client.sendTransaction({
          chain: null,
          to: tx.to ?? null,
          ...(tx.value ? { value: BigInt(tx.value) } : {}),
          ...(tx.data ? { data: tx.data } : {}),
          ...(tx.gas ? { gas: BigInt(tx.gas) } : {}),
        })
      }
      case 'wallet_switchEthereumChain': {
        const id = Number((list[0] as { chainId?: string })?.chainId)
        chainOf(id)
        chainId = id
        for (const topic of Object.keys(kit.getActiveSessions())) await emitChain(topic)
        return null
      }
      default:
        throw Object.assign(new Error(`Method ${method} is not supported`), { code: 4200 })
    }
  }

  kit.on('session_proposal', (p) => proposals.push(p))
  const authentications: WalletKitTypes.SessionAuthenticate[] = []
  if (opts.oneClickAuth) kit.on('session_authenticate', (a) => authentications.push(a))
  // Requests held unanswered while in `ignore` mode: the wallet shows one request at a time, so later
  // ones queue behind them until the mode changes.
  const held: WalletKitTypes.SessionRequest[] = []
  const handle = async ({ id, topic, params }: WalletKitTypes.SessionRequest) => {
    const { method, params: reqParams } = params.request
    if (mode === 'ignore') {
      held.push({ id, topic, params } as WalletKitTypes.SessionRequest)
      return
    }
    const respond = (response: Parameters<typeof kit.respondSessionRequest>[0]['response']) =>
      kit.respondSessionRequest({ topic, response }).catch(() => {})
    if (mode === 'reject') {
      await respond({ id, jsonrpc: '2.0', error: { code: 4001, message: 'User rejected the request.' } })
      return
    }
    try {
      const result = await answer(method, reqParams, params.chainId)
      await respond({ id, jsonrpc: '2.0', result })
    } catch (e) {
      const code = typeof (e as { code?: unknown }).code === 'number' ? (e as { code: number }).code : -32000
      await respond({ id, jsonrpc: '2.0', error: { code, message: (e as Error).message } })
    }
  }
  kit.on('session_request', (event) => {
    const { method, params } = event.params.request
    requests.push({ method, params, chainId: event.params.chainId })
    void handle(event)
  })

  return {
    address: account.address,
    ...(solanaKey ? { solanaAddress: solanaKey.address } : {}),
    async pair(uri) {
      await kit.pair({ uri })
    },
    nextProposal: (timeoutMs = 15_000) => waitFor(() => proposals.shift(), timeoutMs, 'a session proposal'),
    async approve(proposal, onChain) {
      if (onChain !== undefined) chainId = chainOf(onChain).id
      const approved = buildApprovedNamespaces({
        proposal: proposal.params,
        supportedNamespaces: namespaces(),
      })
      // The chosen chain leads the list of accounts: that is the chain the app starts on.
      const first = `eip155:${chainId}:${account.address}`
      const eip155 = approved.eip155
      if (eip155) eip155.accounts = [first, ...eip155.accounts.filter((a) => a !== first)]
      const session = await kit.approveSession({ id: proposal.id, namespaces: approved })
      return session.topic
    },
    async reject(proposal) {
      await kit.rejectSession({ id: proposal.id, reason: getSdkError('USER_REJECTED') })
    },
    nextAuthentication: (timeoutMs = 15_000) =>
      waitFor(() => authentications.shift(), timeoutMs, 'a one-click auth request'),
    async approveAuthentication(request) {
      const payload = populateAuthPayload({
        authPayload: request.params.authPayload,
        chains: opts.chains.map((c) => `eip155:${c.id}`),
        methods: evmMethods,
      })
      const chain = payload.chains[0]
      if (!chain) throw new Error('The request names no chain this wallet serves')
      chainId = Number(chain.split(':')[1])
      const iss = `did:pkh:${chain}:${account.address}`
      const message = kit.formatAuthMessage({ request: payload, iss })
      const signature = await account.signMessage({ message })
      const auth = buildAuthObject(payload, { t: 'eip191', s: signature }, iss)
      const { session } = await kit.approveSessionAuthenticate({ id: request.id, auths: [auth] })
      return session?.topic
    },
    async rejectAuthentication(request) {
      await kit.rejectSessionAuthenticate({ id: request.id, reason: getSdkError('USER_REJECTED') })
    },
    setRequestMode(next) {
      mode = next
      if (next !== 'ignore') for (const r of held.splice(0)) void handle(r)
    },
    requests,
    waitForRequest: (method, timeoutMs = 15_000) =>
      waitFor(() => requests.find((r) => r.method === method), timeoutMs, `a ${method} request`),
    async switchChain(id) {
      chainId = chainOf(id).id
      for (const topic of Object.keys(kit.getActiveSessions())) await emitChain(topic)
    },
    async disconnect() {
      for (const topic of Object.keys(kit.getActiveSessions()))
        await kit.disconnectSession({ topic, reason: getSdkError('USER_DISCONNECTED') })
    },
    sessions: () => Object.keys(kit.getActiveSessions()),
    async stop() {
      await core.relayer.transportClose().catch(() => {})
      // Its 5 s pulse would keep the process that started it (Vitest's own, for the component tests) alive.
      core.heartbeat.stop()
    },
  }
}
