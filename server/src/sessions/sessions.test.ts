import { sessionMessage } from '@latch/protocol/api'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DRIVERS, startTestServer } from '../test/harness.ts'

const owner = privateKeyToAccount('0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6')
const other = privateKeyToAccount('0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a')

describe.each(DRIVERS())('sessions on %s', (_, driver) => {
  let s: Awaited<ReturnType<typeof startTestServer>>
  beforeAll(async () => {
    s = await startTestServer(driver)
  })
  afterAll(() => s.stop())
  const pci = `pci-${Math.random().toString(36).slice(2)}`
  const list = async () =>
    (await (await fetch(s.q(`/v1/sessions/${owner.address}`))).json()).sessions as { pci: string }[]

  it('stores a session signed by the account and lists it', async () => {
    const signature = await owner.signMessage({ message: sessionMessage('create', pci) })
    const res = await s.post(`/v1/sessions/${owner.address}`, {
      pci,
      data: { permissions: ['eth_sendTransaction'] },
      signature,
    })
    expect(res.status).toBe(200)
    expect((await list()).map((x) => x.pci)).toContain(pci)
  })

  it("refuses a revoke signed by someone else, then revokes with the owner's signature", async () => {
    const forged = await s.post(`/v1/sessions/${owner.address}/revoke`, {
      pci,
      signature: await other.signMessage({ message: sessionMessage('revoke', pci) }),
    })
    expect(forged.status).toBe(401)
    expect((await list()).map((x) => x.pci)).toContain(pci)
    const ok = await s.post(`/v1/sessions/${owner.address}/revoke`, {
      pci,
      signature: await owner.signMessage({ message: sessionMessage('revoke', pci) }),
    })
    expect(ok.status).toBe(200)
    expect((await list()).map((x) => x.pci)).not.toContain(pci)
    const again = await s.post(`/v1/sessions/${owner.address}/revoke`, {
      pci,
      signature: await owner.signMessage({ message: sessionMessage('revoke', pci) }),
    })
    expect(again.status).toBe(404)
  })

  it('takes the account as a CAIP-10 id too, and a body sent as text/plain', async () => {
    const id = `pci-${Math.random().toString(36).slice(2)}`
    const caip10 = `eip155:31337:${owner.address}`
    const create = await s.post(`/v1/sessions/${caip10}`, {
      pci: id,
      data: {},
      signature: await owner.signMessage({ message: sessionMessage('create', id) }),
    })
    expect(create.status).toBe(200)
    const listed = await (await fetch(s.q(`/v1/sessions/${caip10}`))).json()
    expect(listed.sessions.map((x: { pci: string }) => x.pci)).toContain(id)
    // A string body posted without a content type arrives as text/plain;charset=UTF-8.
    const revoke = await fetch(s.q(`/v1/sessions/${caip10}/revoke`), {
      method: 'POST',
      body: JSON.stringify({
        pci: id,
        signature: await owner.signMessage({ message: sessionMessage('revoke', id) }),
      }),
    })
    expect(revoke.status).toBe(200)
    expect((await list()).map((x) => x.pci)).not.toContain(id)
    const notJson = await fetch(s.q(`/v1/sessions/${caip10}/revoke`), { method: 'POST', body: '{nope' })
    expect(notJson.status).toBe(400)
    expect(await notJson.json()).toEqual({ error: 'Invalid body: not JSON', field: 'body' })
  })

  it('refuses malformed input with 400 naming the field', async () => {
    const res = await s.post(`/v1/sessions/${owner.address}/revoke`, { pci: '', signature: 'zz' })
    expect(res.status).toBe(400)
    expect((await res.json()).field).toMatch(/^body\./)
    expect((await fetch(s.q('/v1/sessions/0x12'))).status).toBe(400)
  })
})
