import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { createMailbox } from './mailbox.ts'
import { type Relay, startRelay } from './relay.ts'

describe('mailbox', () => {
  it('keeps messages per topic until their TTL, never hands a client its own, and stores a retry once', () => {
    let now = 1_000
    const box = createMailbox(() => now)
    box.put({ topic: 't', message: 'm1', tag: 1100, from: 'dapp' }, 10)
    box.put({ topic: 't', message: 'm1', tag: 1100, from: 'dapp' }, 10)
    expect(box.waiting('t', 'wallet').map((m) => m.message)).toEqual(['m1'])
    expect(box.waiting('t', 'dapp')).toEqual([])
    now += 11_000
    expect(box.waiting('t', 'wallet')).toEqual([])
    box.sweep()
    expect(box.size()).toBe(0)
  })
})

describe('relay', () => {
  let relay: Relay
  beforeAll(async () => {
    relay = await startRelay()
  })
  afterAll(() => relay.stop())

  /** A socket whose client id is `iss`, as the relay-auth JWT in the URL names it. */
  const open = async (iss: string) => {
    const jwt = `x.${Buffer.from(JSON.stringify({ iss })).toString('base64url')}.y`
    const ws = new WebSocket(`${relay.url}/?auth=${jwt}&projectId=p`)
    const inbox: {
      id?: unknown
      result?: unknown
      error?: { code: number }
      method?: string
      params?: unknown
    }[] = []
    ws.on('message', (d) => inbox.push(JSON.parse(d.toString())))
    await new Promise((r) => ws.once('open', r))
    const call = async (id: number, method: string, params: unknown) => {
      ws.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
      for (let i = 0; i < 100 && !inbox.some((m) => m.id === id); i++)
        await new Promise((r) => setTimeout(r, 10))
      return inbox.find((m) => m.id === id)
    }
    return { ws, inbox, call }
  }

  it('delivers what was published before the peer subscribed, then pushes new messages', async () => {
    const a = await open('did:key:a')
    const b = await open('did:key:b')
    expect((await a.call(1, 'irn_publish', { topic: 'T', message: 'early', ttl: 60, tag: 1 }))?.result).toBe(
      true,
    )
    const sub = await b.call(2, 'irn_subscribe', { topic: 'T' })
    expect(typeof sub?.result).toBe('string')
    await a.call(3, 'irn_publish', { topic: 'T', message: 'late', ttl: 60, tag: 1 })
    await new Promise((r) => setTimeout(r, 50))
    const pushed = b.inbox.filter((m) => m.method === 'irn_subscription')
    expect(pushed.map((m) => (m.params as { data: { message: string } }).data.message)).toEqual([
      'early',
      'late',
    ])
    expect(a.inbox.some((m) => m.method === 'irn_subscription')).toBe(false)
    const fetched = await b.call(4, 'irn_batchFetchMessages', { topics: ['T'] })
    expect(fetched?.result).toMatchObject({
      messages: [{ message: 'early' }, { message: 'late' }],
      hasMore: false,
    })
    a.ws.close()
    b.ws.close()
  })

  it('answers malformed JSON, unknown methods and missing params with JSON-RPC errors and stays up', async () => {
    const c = await open('did:key:c')
    c.ws.send('{not json')
    await new Promise((r) => setTimeout(r, 30))
    expect(c.inbox[0]?.error?.code).toBe(-32700)
    expect((await c.call(5, 'irn_nope', {}))?.error?.code).toBe(-32601)
    expect((await c.call(6, 'irn_publish', { topic: 'T' }))?.error?.code).toBe(-32602)
    expect((await c.call(7, 'irn_subscribe', { topic: 'U' }))?.result).toBeTypeOf('string')
    expect(relay.dropConnections()).toBeGreaterThan(0)
  })
})
