import { type ReactNode, useState } from 'react'
import { formatEther, isAddress, parseEther } from 'viem'
import {
  useBalance,
  useChains,
  useConnection,
  useDisconnect,
  useSendTransaction,
  useSignMessage,
  useSwitchChain,
  useWaitForTransactionReceipt,
} from 'wagmi'

/** What wagmi's hooks see of the connection Latch made, and wagmi's own sign, send, switch and disconnect. */
export function WagmiPanel(): ReactNode {
  const { address, chainId, status } = useConnection()
  const chains = useChains()
  const balance = useBalance({ address })
  const sign = useSignMessage()
  const send = useSendTransaction()
  const receipt = useWaitForTransactionReceipt({ hash: send.data })
  const switchChain = useSwitchChain()
  const disconnect = useDisconnect()
  const [to, setTo] = useState('')
  const [amount, setAmount] = useState('0.01')
  const chain = chains.find((c) => c.id === chainId)
  const connected = status === 'connected'
  return (
    <section aria-labelledby="wagmi-title" className="panel">
      <h2 id="wagmi-title">Through wagmi</h2>
      <dl>
        <dt>wagmi status</dt>
        <dd data-testid="wagmi-status">{status}</dd>
        <dt>wagmi address</dt>
        <dd data-testid="wagmi-address">{address ?? '—'}</dd>
        <dt>wagmi chain</dt>
        <dd data-testid="wagmi-chain">{chain?.name ?? '—'}</dd>
        <dt>wagmi balance</dt>
        <dd data-testid="wagmi-balance">
          {balance.data ? `${formatEther(balance.data.value)} ${balance.data.symbol}` : '—'}
        </dd>
      </dl>
      <div className="panel-actions">
        <button
          type="button"
          className="ghost"
          disabled={!connected}
          onClick={() => sign.mutate({ message: 'Signed through wagmi' })}
        >
          Sign with wagmi
        </button>
        {chains
          .filter((c) => c.id !== chainId)
          .map((c) => (
            <button
              key={c.id}
              type="button"
              className="ghost"
              disabled={!connected}
              onClick={() => switchChain.mutate({ chainId: c.id })}
            >
              Switch to {c.name} with wagmi
            </button>
          ))}
        <button type="button" className="ghost" disabled={!connected} onClick={() => disconnect.mutate()}>
          Disconnect with wagmi
        </button>
      </div>
      {sign.data ? (
        <code className="wrap" data-testid="wagmi-signature">
          {sign.data}
        </code>
      ) : null}
      <form
        onSubmit={(e) => {
          e.preventDefault()
          if (isAddress(to)) send.mutate({ to, value: parseEther(amount) })
        }}
      >
        <label htmlFor="wagmi-to">Send to</label>{' '}
        <input id="wagmi-to" value={to} onChange={(e) => setTo(e.target.value)} />{' '}
        <label htmlFor="wagmi-amount">Amount (ETH)</label>{' '}
        <input id="wagmi-amount" value={amount} onChange={(e) => setAmount(e.target.value)} />{' '}
        <button type="submit" className="ghost" disabled={!connected || !isAddress(to)}>
          Send with wagmi
        </button>
      </form>
      <p role="status">
        {send.error || sign.error || switchChain.error
          ? `wagmi: ${(send.error ?? sign.error ?? switchChain.error)?.message.split('\n')[0]}`
          : receipt.data
            ? `Sent: ${receipt.data.status}`
            : send.isPending || receipt.isLoading
              ? 'Waiting…'
              : ''}
      </p>
    </section>
  )
}
