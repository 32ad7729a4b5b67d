import { formatAmount, shortenAddress } from '@latch/core'
import { type ReactNode, useEffect, useState } from 'react'
import { useLatchInstance } from '../context.ts'
import { useDisconnect, useLatchAccount, useLatchNetwork, useLatchSelector } from '../hooks.ts'
import { en } from '../i18n/en.ts'
import { IconButton } from '../modal/IconButton.tsx'
import { avatarGradient } from './avatar.ts'

/** Account: address, native balance read from the chain, network, and Disconnect. */
export function AccountView(): ReactNode {
  const latch = useLatchInstance()
  const { address, caipAddress } = useLatchAccount()
  const { caipNetwork } = useLatchNetwork()
  const { disconnect } = useDisconnect()
  const balance = useLatchSelector((s) => s.balance)
  const [copied, setCopied] = useState(false)

  // biome-ignore lint/correctness/useExhaustiveDependencies: refetch when the account or its chain changes
  useEffect(() => {
    void latch.refreshBalance()
  }, [latch, caipAddress])

  if (!address) return null
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address)
      setCopied(true)
      setTimeout(() => setCopied(false), 1500)
      latch.notify({ message: en.addressCopied, variant: 'success' })
    } catch {
      latch.notify({ message: en.copyFailed, variant: 'error' })
    }
  }
  const balanceText =
    balance.status === 'ready'
      ? `${formatAmount(balance.balance.formatted, 3)} ${balance.balance.symbol}`
      : balance.status === 'error' || !caipNetwork
        ? en.balanceUnavailable
        : en.loading
  return (
    <div className="latch-center">
      <span className="latch-avatar" style={{ background: avatarGradient(address) }} aria-hidden="true" />
      <div className="latch-address">
        <span title={address}>{shortenAddress(address)}</span>
        <IconButton
          label={copied ? en.copied : en.copyAddress}
          onClick={copy}
          path={
            <>
              <rect x="5" y="5" width="8" height="8" rx="2" />
              <path d="M3 10V4a1 1 0 0 1 1-1h6" />
            </>
          }
        />
      </div>
      <dl className="latch-facts">
        <dt>{en.balance}</dt>
        <dd aria-busy={balance.status === 'loading' || undefined}>{balanceText}</dd>
        <dt>{en.network}</dt>
        <dd>
          <button
            type="button"
            className="latch-link"
            aria-label={`${en.switchNetwork} (${caipNetwork?.name ?? en.unsupportedNetwork})`}
            onClick={() => latch.push('Networks')}
          >
            {caipNetwork?.name ?? en.unsupportedNetwork}
          </button>
        </dd>
      </dl>
      <button
        type="button"
        className="latch-button"
        data-variant="secondary"
        onClick={() => void disconnect()}
      >
        {en.disconnect}
      </button>
    </div>
  )
}
