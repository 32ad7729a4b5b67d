'use client'
import { type ReactNode, useState } from 'react'
import { formatEther, isAddress, parseEther } from 'viem'
import { useBalance, useConnection, useSendTransaction, useWaitForTransactionReceipt } from 'wagmi'

/** The connected account through wagmi: its balance, and a send. */
export function Wallet(): ReactNode {
  const { address, status } = useConnection()
  const balance = useBalance({ address })
  const send = useSendTransaction()
  const receipt = useWaitForTransactionReceipt({ hash: send.data })
  const [to, setTo] = useState('')
  if (status !== 'connected') return <p>Connect a wallet to see its balance.</p>
  return (
    <section aria-label="Wallet">
      <p>
        Address <code data-testid="address">{address}</code>
      </p>
      <p>
        Balance{' '}
        <span data-testid="balance">{balance.data ? `${formatEther(balance.data.value)} ETH` : '…'}</span>
      </p>
      <form
        onSubmit={(e) => {
          e.preventDefault()
          if (isAddress(to)) send.mutate({ to, value: parseEther('0.001') })
        }}
      >
        <label htmlFor="to">Send 0.001 ETH to</label>{' '}
        <input id="to" value={to} onChange={(e) => setTo(e.target.value)} />{' '}
        <button type="submit" disabled={!isAddress(to)}>
          Send
        </button>
      </form>
      <p role="status">
        {send.error ? send.error.message.split('\n')[0] : receipt.data ? `Sent: ${receipt.data.status}` : ''}
      </p>
    </section>
  )
}
