import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type WebSocket, WebSocketServer } from 'ws'
import { createMailbox, type StoredMessage } from './mailbox.ts'

/** A running local relay. */
export type Relay = {
  /** `ws://127.0.0.1:PORT`: what `relayUrl` takes. */
  url: string
  port: number
  /** Closes every client socket at once, as a network drop would (clients then reconnect). */
  dropConnections: () => number
  /**
   * Restarts the relay as a crashed and restarted one would: every socket closes, new ones are refused
   * for `downMs`, and every stored message and subscription is forgotten.
   */
  restart: (downMs: number) => Promise<void>
  /** How many client sockets are open. */
  connections: () => number
  stop: () => Promise<void>
}

/** Options of {@link startRelay}. */
export type RelayOptions = {
  /** Default 0: any free port. */
  port?: number
  host?: string
  /** WebSocket ping interval; clients restart a socket silent for 35 s. Default 20 s. */
  pingIntervalMs?: number
}

type RpcRequest = { id: number | string; jsonrpc: '2.0'; method: string; params?: Record<string, unknown> }
type Client = { socket: WebSocket; clientId: string; subscriptions: Map<string, string> }

const isRequest = (v: unknown): v is RpcRequest =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as RpcRequest).method === 'string' &&
  (typeof (v as RpcRequest).id === 'number' || typeof (v as RpcRequest).id === 'string')
const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined)
const num = (v: unknown, fallback: number): number => (typeof v === 'number' && v > 0 ? v : fallback)

/** The `iss` of the relay-auth JWT in the connection URL: the client's own key, stable across sockets. */
function clientIdOf(req: IncomingMessage): string {
  const auth = new URL(req.url ?? '/', 'ws://relay').searchParams.get('auth') ?? ''
  try {
    const payload = JSON.parse(Buffer.from(auth.split('.')[1] ?? '', 'base64url').toString('utf8'))
    if (typeof payload?.iss === 'string') return payload.iss
  } catch {
    // A client without a readable JWT is still served; it is told apart by its socket.
  }
  return `anonymous-${Math.random().toString(36).slice(2)}`
}

/**
 * Starts a WalletConnect v2 relay on loopback: JSON-RPC 2.0 over WebSocket, with the `irn_*` methods
 * and `wc_proposeSession` / `wc_approveSession` that the official clients call. Messages are end-to-end
 * encrypted by the clients, so the relay only stores them per topic until their TTL and pushes them to
 * the topic's other subscribers. A test fixture for development and tests, not a production relay.
 *
 * @example
 * const relay = await startRelay({ port: 8555 })
 * // SignClient.init({ relayUrl: relay.url, projectId: 'latch-dev' })
 * await relay.stop()
 */
export async function startRelay(options: RelayOptions = {}): Promise<Relay> {
  const mailbox = createMailbox()
  const clients = new Set<Client>()
  let nextSub = 0

  const http: Server = createServer((req, res) => {
    // A small control surface for tests: drop every socket, or report health.
    if (req.method === 'POST' && req.url === '/control/drop') {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ dropped: relay.dropConnections() }))
      return
    }
    const restart = /^\/control\/restart(\?downMs=(\d{1,5}))?$/.exec(req.url ?? '')
    if (req.method === 'POST' && restart) {
      const downMs = Number(restart[2] ?? 1_000)
      res.writeHead(202, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ downMs }))
      void relay.restart(downMs)
      return
    }
    res.writeHead(req.url === '/health' ? 200 : 404, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ ok: req.url === '/health', connections: clients.size }))
  })
  // While "down" (a restart under way), new sockets are refused as by a process that is not there.
  let down = false
  const wss = new WebSocketServer({
    server: http,
    maxPayload: 1024 * 1024,
    verifyClient: (_info, done) => done(!down, 503),
  })

  const send = (socket: WebSocket, payload: unknown) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(payload))
  }
  const push = (client: Client, subId: string, m: StoredMessage) =>
    send(client.socket, {
      id: Date.now() * 1000 + Math.floor(Math.random() * 1000),
      jsonrpc: '2.0',
      method: 'irn_subscription',
      params: { id: subId, data: wire(m) },
    })
  const wire = (m: StoredMessage) => ({
    topic: m.topic,
    message: m.message,
    publishedAt: m.publishedAt,
    tag: m.tag,
    ...(m.attestation ? { attestation: m.attestation } : {}),
  })

  const subscribe = (client: Client, topic: string): string => {
    for (const [id, t] of client.subscriptions) if (t === topic) return id
    const id = `sub-${++nextSub}-${topic.slice(0, 8)}`
    client.subscriptions.set(id, topic)
    // Messages published before this peer subscribed wait in the mailbox (proposals and settlements do).
    for (const m of mailbox.waiting(topic, client.clientId)) push(client, id, m)
    return id
  }
  const publish = (
    from: Client,
    m: Omit<StoredMessage, 'publishedAt' | 'from' | 'expiresAt'>,
    ttl: number,
  ) => {
    const stored = mailbox.put({ ...m, from: from.clientId }, ttl)
    for (const c of clients) {
      if (c.clientId === from.clientId) continue
      for (const [id, t] of c.subscriptions) if (t === m.topic) push(c, id, stored)
    }
  }

  const handle = (client: Client, req: RpcRequest): unknown => {
    const p = req.params ?? {}
    switch (req.method) {
      case 'irn_subscribe': {
        const topic = str(p.topic)
        if (!topic) throw new Error('topic is required')
        return subscribe(client, topic)
      }
      case 'irn_batchSubscribe': {
        const topics = Array.isArray(p.topics) ? p.topics.filter((t) => typeof t === 'string') : []
        return topics.map((t) => subscribe(client, t))
      }
      case 'irn_unsubscribe': {
        const id = str(p.id)
        if (id) client.subscriptions.delete(id)
        else for (const [sid, t] of client.subscriptions) if (t === p.topic) client.subscriptions.delete(sid)
        return true
      }
      case 'irn_batchUnsubscribe': {
        const subs = Array.isArray(p.subscriptions) ? p.subscriptions : []
        for (const s of subs) {
          const id = str((s as { id?: unknown })?.id)
          if (id) client.subscriptions.delete(id)
        }
        return true
      }
      case 'irn_publish': {
        const topic = str(p.topic)
        const message = str(p.message)
        if (!topic || !message) throw new Error('topic and message are required')
        publish(
          client,
          { topic, message, tag: num(p.tag, 0), attestation: str(p.attestation) },
          num(p.ttl, 300),
        )
        return true
      }
      case 'irn_batchFetchMessages': {
        const topics = Array.isArray(p.topics) ? p.topics.filter((t) => typeof t === 'string') : []
        return {
          messages: topics.flatMap((t) => mailbox.waiting(t, client.clientId).map(wire)),
          hasMore: false,
        }
      }
      case 'wc_proposeSession': {
        const topic = str(p.pairingTopic)
        const message = str(p.sessionProposal)
        if (!topic || !message) throw new Error('pairingTopic and sessionProposal are required')
        publish(
          client,
          { topic, message, tag: num(p.tag, 1100), attestation: str(p.attestation) },
          num(p.ttl, 300),
        )
        subscribe(client, topic)
        return true
      }
      case 'wc_approveSession': {
        const pairingTopic = str(p.pairingTopic)
        const sessionTopic = str(p.sessionTopic)
        const response = str(p.sessionProposalResponse)
        const settlement = str(p.sessionSettlementRequest)
        if (!pairingTopic || !sessionTopic || !response || !settlement)
          throw new Error('pairingTopic, sessionTopic and both messages are required')
        const ttl = num(p.ttl, 300)
        publish(client, { topic: pairingTopic, message: response, tag: 1101 }, ttl)
        publish(client, { topic: sessionTopic, message: settlement, tag: 1102 }, ttl)
        subscribe(client, sessionTopic)
        return true
      }
      default:
        throw Object.assign(new Error(`Method not found: ${req.method}`), { code: -32601 })
    }
  }

  wss.on('connection', (socket, req) => {
    const client: Client = { socket, clientId: clientIdOf(req), subscriptions: new Map() }
    clients.add(client)
    socket.on('message', (data) => {
      let msg: unknown
      try {
        msg = JSON.parse(data.toString())
      } catch {
        send(socket, { id: null, jsonrpc: '2.0', error: { code: -32700, message: 'Parse error' } })
        return
      }
      if (!isRequest(msg)) return // acknowledgements of our pushes: nothing to do
      try {
        send(socket, { id: msg.id, jsonrpc: '2.0', result: handle(client, msg) })
      } catch (e) {
        const code = (e as { code?: number }).code ?? -32602
        send(socket, { id: msg.id, jsonrpc: '2.0', error: { code, message: (e as Error).message } })
      }
    })
    socket.on('close', () => clients.delete(client))
    socket.on('error', () => clients.delete(client))
  })

  const ping = setInterval(() => {
    for (const c of clients) c.socket.ping()
    mailbox.sweep()
  }, options.pingIntervalMs ?? 20_000)
  ping.unref()

  await new Promise<void>((resolve, reject) => {
    http.once('error', reject)
    http.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve())
  })
  const { port } = http.address() as AddressInfo
  const relay: Relay = {
    url: `ws://${options.host ?? '127.0.0.1'}:${port}`,
    port,
    dropConnections() {
      const n = clients.size
      for (const c of clients) c.socket.terminate()
      clients.clear()
      return n
    },
    async restart(downMs) {
      down = true
      relay.dropConnections()
      mailbox.clear()
      await new Promise((r) => setTimeout(r, downMs))
      down = false
    },
    connections: () => clients.size,
    async stop() {
      clearInterval(ping)
      for (const c of clients) c.socket.terminate()
      await new Promise<void>((resolve) => wss.close(() => resolve()))
      await new Promise<void>((resolve) => http.close(() => resolve()))
    },
  }
  return relay
}
