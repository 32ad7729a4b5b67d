import type { ApiTransaction } from '@latch/core'
import { describe, expect, it } from 'vitest'
import { en } from '../../i18n/en.ts'
import { describeTransaction } from './describe.ts'

const ME = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const LUSD = '0x700b6a60ce7eaaea56f065753d8dcb9653dbad35'
const FRIEND = '0x976ea74026e726554db657fa54763abd0c3a0aa9'

const tx = (
  operationType: string,
  sentTo: string,
  transfer: ApiTransaction['transfers'][number],
): ApiTransaction => ({
  id: '0xab',
  metadata: {
    operationType,
    hash: '0xab',
    minedAt: '2026-11-20T10:00:00Z',
    chain: 'eip155:31337',
    status: 'confirmed',
    sentFrom: ME,
    sentTo,
    nonce: 1,
  },
  transfers: [transfer],
})
const lusd = { name: 'Latch USD', symbol: 'LUSD', icon: { url: '' } }
const now = Date.parse('2026-11-26T10:00:00Z')

describe('describeTransaction', () => {
  it('names the token transfer’s receiver, not the token contract the transaction went to', () => {
    const line = describeTransaction(
      tx('send', LUSD, {
        direction: 'out',
        sender: ME,
        recipient: FRIEND,
        quantity: { numeric: '19.4885' },
        fungible_info: lusd,
      }),
      now,
      en,
      'en',
    )
    expect(line).toMatchObject({ title: 'Sent', amount: '-19.488 LUSD', counterparty: '0x97…3a0aa9' })
  })

  it('names the sender of a received NFT', () => {
    const line = describeTransaction(
      tx('receive', '0x5fbdb2315678afecb367f032d93f642f64180aa3', {
        direction: 'in',
        sender: FRIEND,
        recipient: ME,
        quantity: { numeric: '1' },
        nft_info: {
          name: 'Latch Test NFT #5',
          token_id: '5',
          content: { preview: { url: '' } },
          flags: { is_spam: false },
        },
      }),
      now,
      en,
      'en',
    )
    expect(line).toMatchObject({
      title: 'Received',
      amount: 'Latch Test NFT #5',
      counterparty: '0x97…3a0aa9',
    })
  })

  it('keeps a native send’s receiver, and names no one for a mint', () => {
    const send = tx('send', FRIEND, {
      direction: 'out',
      sender: ME,
      recipient: FRIEND,
      quantity: { numeric: '0.1' },
      fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: '' } },
    })
    expect(describeTransaction(send, now, en, 'en').counterparty).toBe('0x97…3a0aa9')
    const mint = tx('mint', LUSD, { ...send.transfers[0]!, direction: 'in', sender: '0x0', recipient: ME })
    expect(describeTransaction(mint, now, en, 'en').counterparty).toBeUndefined()
  })

  it('shows what a batch moved in all when one transaction sends the same coin more than once', () => {
    const transfer = (numeric: string) => ({
      direction: 'out' as const,
      sender: ME,
      recipient: FRIEND,
      quantity: { numeric },
      fungible_info: lusd,
    })
    const batch = { ...tx('send', ME, transfer('0.1')), transfers: [transfer('0.1'), transfer('0.2')] }
    expect(describeTransaction(batch, now, en, 'en').amount).toBe('-0.3 LUSD')
    const three = { ...batch, transfers: [transfer('1'), transfer('0.000001'), transfer('2.5')] }
    expect(describeTransaction(three, now, en, 'en').amount).toBe('-3.5 LUSD')
  })
})
