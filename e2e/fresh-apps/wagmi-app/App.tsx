import { ConnectButton } from '@latch/react'
import { useState } from 'react'
import { erc20Abi, formatEther, isAddress, parseEther } from 'viem'
import {
  useAccount,
  useBalance,
  useChains,
  useDisconnect,
  useSendTransaction,
  useSignMessage,
  useSwitchChain,
  useWaitForTransactionReceipt,
  useWriteContract,
} from 'wagmi'

/**
 * The fresh wagmi apps' page (wagmi 2 and wagmi 3 install the same file): Latch's button, and every
 * read and write through wagmi's hooks, by the names both majors share.
 */
export default function App() {
  const { address, chainId, status } = useAccount()
  const chains = useChains()
  const balance = useBalance({ address })
  const sign = useSignMessage()
  const send = useSendTransaction()
  const sent = useWaitForTransactionReceipt({ hash: send.data })
  const write = useWriteContract()
  const written = useWaitForTransactionReceipt({ hash: write.data })
  const switching = useSwitchChain()
  const { disconnect } = useDisconnect()
  const [to, setTo] = useState('')
  const [token, setToken] = useState('')
  const connected = status === 'connected'
  const failed = send.error ?? sign.error ?? write.error ?? switching.error
  return (
    <main>
      <ConnectButton />
      <dl>
        <dt>wagmi status</dt>
        <dd data-testid="wagmi-status">{status}</dd>
        <dt>wagmi address</dt>
        <dd data-testid="wagmi-address">{address ?? '—'}</dd>
        <dt>wagmi chain</dt>
        <dd data-testid="wagmi-chain">{chains.find((c) => c.id === chainId)?.name ?? '—'}</dd>
        <dt>wagmi balance</dt>
        <dd data-testid="wagmi-balance">
          {balance.data ? `${formatEther(balance.data.value)} ${balance.data.symbol}` : '—'}
        </dd>
      </dl>
      <button
        type="button"
        disabled={!connected}
        onClick={() => sign.signMessage({ message: 'Signed through wagmi' })}
      >
        Sign with wagmi
      </button>
      {chains
        .filter((c) => c.id !== chainId)
        .map((c) => (
          <button
            key={c.id}
            type="button"
            disabled={!connected}
            onClick={() => switching.switchChain({ chainId: c.id })}
          >
            Switch to {c.name} with wagmi
          </button>
        ))}
      <button type="button" disabled={!connected} onClick={() => disconnect()}>
        Disconnect with wagmi
      </button>
      {sign.data ? <code data-testid="wagmi-signature">{sign.data}</code> : null}
      <label>
        Send to <input value={to} onChange={(e) => setTo(e.target.value)} />
      </label>
      <button
        type="button"
        disabled={!connected || !isAddress(to)}
        onClick={() => isAddress(to) && send.sendTransaction({ to, value: parseEther('0.0123') })}
      >
        Send 0.0123 ETH with wagmi
      </button>
      <label>
        Token <input value={token} onChange={(e) => setToken(e.target.value)} />
      </label>
      <button
        type="button"
        disabled={!connected || !isAddress(token) || !isAddress(to)}
        onClick={() =>
          isAddress(token) &&
          isAddress(to) &&
          write.writeContract({ address: token, abi: erc20Abi, functionName: 'approve', args: [to, 777n] })
        }
      >
        Approve 777 with wagmi
      </button>
      <p role="status" data-testid="wagmi-outcome">
        {failed
          ? `wagmi: ${failed.message.split('\n')[0]}`
          : [
              sent.data ? `Sent: ${sent.data.status}` : '',
              written.data ? `Approved: ${written.data.status}` : '',
            ]
              .filter(Boolean)
              .join(' ')}
      </p>
    </main>
  )
}
