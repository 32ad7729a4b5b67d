/**
 * A small Esplora-shaped HTTP server for the devnet's Bitcoin chain: the calls a wallet kit makes for
 * balances (`/address/:address`, `/address/:address/utxo`, `/blocks/tip/height`), answered from a fixed
 * fixture: the ten test accounts' payment and ordinals outputs.
 */
import { createHash } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { BITCOIN_DEVNET, BITCOIN_TEST_BALANCES, bitcoinTestAccounts } from './facts.ts'

/** Regtest bech32 addresses: `bcrt1` and 11 to 87 more characters of the bech32 alphabet. */
const ADDRESS = /^bcrt1[02-9ac-hj-np-z]{11,87}$/
/** The chain's height the fixture reports. */
export const BITCOIN_TIP_HEIGHT = 840

type Utxo = { txid: string; vout: number; value: number; status: { confirmed: true; block_height: number } }

/** The fixture: every test account's UTXOs, by address. */
function fixture(): Map<string, Utxo[]> {
  const utxos = new Map<string, Utxo[]>()
  for (let i = 0; i < 10; i++) {
    const { payment, ordinals } = bitcoinTestAccounts(i)
    for (const [address, value] of [
      [payment.address, BITCOIN_TEST_BALANCES.payment],
      [ordinals.address, BITCOIN_TEST_BALANCES.ordinals],
    ] as const) {
      const txid = createHash('sha256').update(`latch-devnet-utxo:${address}`).digest('hex')
      utxos.set(address, [
        { txid, vout: 0, value: Number(value), status: { confirmed: true, block_height: 100 + i } },
      ])
    }
  }
  return utxos
}

/** A running Esplora fixture. */
export type EsploraFixture = { url: string; close: () => Promise<void> }

/**
 * Starts the Esplora fixture (port 8891 by default; 0 picks a free one).
 *
 * @example
 * const esplora = await startEsplora({ port: 0 })
 * await fetch(`${esplora.url}/address/${bitcoinTestAccounts(0).payment.address}`)
 */
export async function startEsplora(opts: { port?: number; host?: string } = {}): Promise<EsploraFixture> {
  const utxos = fixture()
  const server: Server = createServer((req, res) => {
    res.setHeader('access-control-allow-origin', '*')
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': typeof body === 'string' ? 'text/plain' : 'application/json' })
      res.end(typeof body === 'string' ? body : JSON.stringify(body))
    }
    if (req.method !== 'GET') return send(405, 'Method not allowed')
    const path = new URL(req.url ?? '/', 'http://x').pathname
    if (path === '/blocks/tip/height') return send(200, String(BITCOIN_TIP_HEIGHT))
    const m = /^\/address\/([^/]+)(\/utxo)?$/.exec(path)
    if (!m) return send(404, 'Not found')
    const address = decodeURIComponent(m[1]!)
    if (!ADDRESS.test(address)) return send(400, 'Invalid Bitcoin address')
    const held = utxos.get(address) ?? []
    if (m[2]) return send(200, held)
    const funded = held.reduce((n, u) => n + u.value, 0)
    return send(200, {
      address,
      chain_stats: {
        funded_txo_count: held.length,
        funded_txo_sum: funded,
        spent_txo_count: 0,
        spent_txo_sum: 0,
        tx_count: held.length,
      },
      mempool_stats: {
        funded_txo_count: 0,
        funded_txo_sum: 0,
        spent_txo_count: 0,
        spent_txo_sum: 0,
        tx_count: 0,
      },
    })
  })
  const host = opts.host ?? '127.0.0.1'
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(opts.port ?? BITCOIN_DEVNET.port, host, resolve)
  })
  const { port } = server.address() as AddressInfo
  return { url: `http://${host}:${port}`, close: () => new Promise((r) => server.close(() => r())) }
}
