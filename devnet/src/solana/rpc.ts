/**
 * The devnet Solana JSON-RPC server: the methods a wallet, the Latch adapter and the Latch server use,
 * answered from the LiteSVM ledger in the shapes a Solana validator answers with.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  type Address,
  address,
  getBase58Decoder,
  getBase58Encoder,
  getBase64Encoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  isAddress,
  type Transaction,
} from '@solana/kit'
import { encodeAccount, tokenAccountsOf } from './accounts.ts'
import { SOLANA_DEVNET, SOLANA_DEVNET_GENESIS_HASH } from './facts.ts'
import { createSolanaLedger, type SolanaLedger } from './ledger.ts'

/** A JSON-RPC error a validator gives: code, message and data. */
class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}
const invalidParams = (why: string) => new RpcError(-32602, `Invalid params: ${why}`)

/** What each signature costs (Solana's default lamports per signature). */
export const LAMPORTS_PER_SIGNATURE = 5_000n

type Params = unknown[]
type Handler = (params: Params) => unknown

const addressParam = (v: unknown): Address => {
  if (typeof v !== 'string' || !isAddress(v)) throw invalidParams('not a base58 address')
  return address(v)
}
const configOf = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {}

/** Decodes a wire transaction sent base58 (the RPC default) or base64. */
function transactionOf(
  data: unknown,
  config: Record<string, unknown>,
): { tx: Transaction; signature: string } {
  if (typeof data !== 'string' || data.length > 2_000)
    throw invalidParams('a transaction is a base58 or base64 string')
  try {
    const bytes =
      config.encoding === 'base64' ? getBase64Encoder().encode(data) : getBase58Encoder().encode(data)
    const tx = getTransactionDecoder().decode(bytes)
    const first = Object.values(tx.signatures)[0]
    return { tx, signature: first ? getBase58Decoder().decode(first) : '' }
  } catch {
    throw invalidParams('failed to deserialize the transaction')
  }
}

/** The number of signatures a compiled message requires: its fee at the default rate. */
function feeOf(message: unknown): bigint {
  if (typeof message !== 'string') throw invalidParams('a message is a base64 string')
  try {
    const compiled = getCompiledTransactionMessageDecoder().decode(getBase64Encoder().encode(message))
    return BigInt(compiled.header.numSignerAccounts) * LAMPORTS_PER_SIGNATURE
  } catch {
    throw invalidParams('failed to deserialize the message')
  }
}

/** The handlers, by method name. */
function handlers(ledger: SolanaLedger): Record<string, Handler> {
  const { svm } = ledger
  const context = () => ({ slot: Number(ledger.slot()), apiVersion: '2.2.0' })
  const withContext = (value: unknown) => ({ context: context(), value })
  const blockhashInfo = () => ({
    blockhash: ledger.blockhash(),
    lastValidBlockHeight: Number(ledger.slot()) + 150,
  })
  const signed = (params: Params) => transactionOf(params[0], configOf(params[1]))
  return {
    getHealth: () => 'ok',
    getVersion: () => ({ 'solana-core': '2.2.0', 'feature-set': 0 }),
    getGenesisHash: () => SOLANA_DEVNET_GENESIS_HASH,
    getSlot: () => Number(ledger.slot()),
    getBlockHeight: () => Number(ledger.slot()),
    getEpochInfo: () => ({
      absoluteSlot: Number(ledger.slot()),
      blockHeight: Number(ledger.slot()),
      epoch: 0,
      slotIndex: 0,
      slotsInEpoch: 432_000,
      transactionCount: null,
    }),
    getLatestBlockhash: () => withContext(blockhashInfo()),
    isBlockhashValid: ([hash]) => withContext(hash === ledger.blockhash()),
    getBalance: ([a]) => withContext(Number(svm.getBalance(addressParam(a)) ?? 0n)),
    getMinimumBalanceForRentExemption: ([size]) => {
      if (typeof size !== 'number' || !Number.isInteger(size) || size < 0 || size > 10_485_760)
        throw invalidParams('a size in bytes')
      return Number(svm.minimumBalanceForRentExemption(BigInt(size)))
    },
    getFeeForMessage: ([message]) => withContext(Number(feeOf(message))),
    getRecentPrioritizationFees: () => [],
    getAccountInfo: ([a, config]) => {
      const account = svm.getAccount(addressParam(a))
      return withContext(account.exists ? encodeAccount(svm, account, configOf(config).encoding) : null)
    },
    getMultipleAccounts: ([list, config]) => {
      if (!Array.isArray(list) || list.length > 100) throw invalidParams('up to 100 addresses')
      return withContext(
        list.map((a) => {
          const account = svm.getAccount(addressParam(a))
          return account.exists ? encodeAccount(svm, account, configOf(config).encoding) : null
        }),
      )
    },
    getTokenAccountsByOwner: ([owner, filter, config]) => {
      const f = configOf(filter)
      const mint = f.mint === undefined ? undefined : addressParam(f.mint)
      if (mint === undefined && typeof f.programId !== 'string')
        throw invalidParams('a mint or programId filter')
      const accounts = tokenAccountsOf(svm, addressParam(owner), mint, f.programId as string | undefined)
      return withContext(
        accounts.map((a) => ({
          pubkey: a.address,
          account: encodeAccount(svm, a, configOf(config).encoding),
        })),
      )
    },
    getTokenAccountBalance: ([a]) => {
      const account = svm.getAccount(addressParam(a))
      const parsed = account.exists ? encodeAccount(svm, account, 'jsonParsed') : null
      const info = (parsed?.data as { parsed?: { type: string; info: { tokenAmount: unknown } } } | undefined)
        ?.parsed
      if (info?.type !== 'account') throw new RpcError(-32602, 'Invalid param: not a Token account')
      return withContext(info.info.tokenAmount)
    },
    requestAirdrop: ([a, amount]) => {
      if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0)
        throw invalidParams('lamports')
      const result = svm.airdrop(addressParam(a), BigInt(amount) as never)
      if (!result || !('signature' in result)) throw new RpcError(-32603, 'airdrop failed')
      return getBase58Decoder().decode(result.signature())
    },
    simulateTransaction: (params) => {
      const { tx } = signed(params)
      const result = ledger.simulate(tx)
      return withContext({
        err: result.ok ? null : result.err,
        logs: result.logs,
        unitsConsumed: result.ok ? Number(result.units) : 0,
        accounts: null,
        returnData: null,
      })
    },
    sendTransaction: (params) => {
      const { tx, signature } = signed(params)
      const config = configOf(params[1])
      if (!config.skipPreflight) {
        const preflight = ledger.simulate(tx)
        if (!preflight.ok)
          throw new RpcError(-32002, `Transaction simulation failed: ${JSON.stringify(preflight.err)}`, {
            err: preflight.err,
            logs: preflight.logs,
          })
      }
      ledger.send(tx, signature)
      return signature
    },
    getSignatureStatuses: ([signatures]) => {
      if (!Array.isArray(signatures) || signatures.length > 256) throw invalidParams('up to 256 signatures')
      return withContext(
        signatures.map((s) => {
          const o = typeof s === 'string' ? ledger.outcome(s) : undefined
          if (!o) return null
          return {
            slot: Number(o.slot),
            confirmations: null,
            err: o.err,
            status: o.err ? { Err: o.err } : { Ok: null },
            confirmationStatus: 'finalized',
          }
        }),
      )
    },
  }
}

const body = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    let text = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => {
      text += chunk
      if (text.length > 1_000_000) req.destroy(new Error('too large'))
    })
    req.on('end', () => resolve(text))
    req.on('error', reject)
  })

/** A running devnet Solana chain. */
export type SolanaDevnet = {
  url: string
  caipNetworkId: string
  ledger: SolanaLedger
  close: () => Promise<void>
}

/**
 * Starts the devnet Solana chain and its JSON-RPC server (port 8899 by default; 0 picks a free one).
 *
 * @example
 * const chain = await startSolanaDevnet({ port: 0 })
 * await fetch(chain.url, { method: 'POST', body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getHealth' }) })
 */
export async function startSolanaDevnet(opts: { port?: number; host?: string } = {}): Promise<SolanaDevnet> {
  const ledger = await createSolanaLedger()
  const methods = handlers(ledger)
  const answer = (call: unknown) => {
    const {
      id = null,
      method,
      params = [],
    } = configOf(call) as { id?: unknown; method?: unknown; params?: unknown }
    try {
      if (typeof method !== 'string' || !Object.hasOwn(methods, method))
        throw new RpcError(-32601, `Method not found: ${String(method).slice(0, 60)}`)
      if (!Array.isArray(params)) throw invalidParams('params is an array')
      return { jsonrpc: '2.0', id, result: methods[method]!(params) }
    } catch (e) {
      const error =
        e instanceof RpcError ? e : new RpcError(-32603, e instanceof Error ? e.message : String(e))
      return {
        jsonrpc: '2.0',
        id,
        error: { code: error.code, message: error.message, ...(error.data ? { data: error.data } : {}) },
      }
    }
  }
  const server: Server = createServer(async (req, res) => {
    res.setHeader('access-control-allow-origin', '*')
    res.setHeader('access-control-allow-headers', 'content-type, solana-client')
    if (req.method === 'OPTIONS') return res.writeHead(204).end()
    if (req.method !== 'POST') return res.writeHead(405).end()
    let parsed: unknown
    try {
      parsed = JSON.parse(await body(req))
    } catch {
      parsed = undefined
    }
    const reply =
      parsed === undefined
        ? { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }
        : Array.isArray(parsed)
          ? parsed.slice(0, 100).map(answer)
          : answer(parsed)
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify(reply))
  })
  const host = opts.host ?? '127.0.0.1'
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(opts.port ?? SOLANA_DEVNET.port, host, resolve)
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://${host}:${port}`,
    caipNetworkId: SOLANA_DEVNET.caipNetworkId,
    ledger,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
