import type { ViewName } from '@latch/core'
import { canSwitchToSmartAccount } from '@latch/core/internal/connection/account-rules'
import { accountKey } from '@latch/core/internal/connection/active-account'
import { displayEmail } from '@latch/core/internal/embedded-wallet/display'
import { walletFeatures } from '@latch/core/internal/features-shown'
import { formatAmount } from '@latch/core/internal/plumbing/format'
import { shortenAddress } from '@latch/core/internal/plumbing/short-address'
import { type ReactNode, useEffect, useState } from 'react'
import { useLatchInstance } from '../../context.ts'
import { useDisconnect, useLatchAccount, useLatchNetwork, useLatchSelector } from '../../hooks.ts'
import { useLocale } from '../../i18n/locale-context.ts'
import { useStrings } from '../../i18n/use-strings.ts'
import { NetworkIcon } from '../../icons/NetworkIcon.tsx'
import { socialLabel } from '../../icons/SocialIcon.tsx'
import { IconButton } from '../../modal/IconButton.tsx'
import { avatarGradient } from '../avatar.ts'
import { copyText } from '../copy-text.ts'
import { SkeletonText } from '../Skeleton.tsx'
import { safeImageUrl } from '../safe-url.ts'
import { AccountTabs } from './AccountTabs.tsx'
import { ConnectedWallets } from './ConnectedWallets.tsx'
import { featureRules } from './feature-rules.ts'

/**
 * Account: identity (name and avatar, else the address), native balance, network, the wallet features
 * (Send, Receive), the Tokens / NFTs / Activity tabs, and Disconnect.
 */
export function AccountView(): ReactNode {
  const en = useStrings()
  const locale = useLocale()
  const latch = useLatchInstance()
  const { address, caipAddress } = useLatchAccount()
  const { caipNetwork, caipNetworkId } = useLatchNetwork()
  const { disconnect } = useDisconnect()
  const balance = useLatchSelector((s) => s.balance)
  const connection = useLatchSelector((s) =>
    s.connections[s.activeNamespace]?.connections?.find(
      (c) => c.connectorId === s.connections[s.activeNamespace]?.connectorId,
    ),
  )
  const identity = useLatchSelector((s) => s.identity)
  // The embedded wallet's visitor, held while it is the wallet connected: their email, the social login.
  const email = useLatchSelector((s) => s.authUser?.email)
  const social = useLatchSelector((s) => s.authUser?.social)
  // Its account type on this network, read from the chain (SPEC §6).
  const account = useLatchSelector((s) => s.authUser?.account)
  const [copied, setCopied] = useState(false)

  // biome-ignore lint/correctness/useExhaustiveDependencies: refetch when the account or its chain changes
  useEffect(() => {
    void latch.account.refreshBalance()
  }, [latch, caipAddress])
  // Send's and the name view's rules, so those views open with their form at once (a failed load is
  // tried again when they open).
  useEffect(() => {
    featureRules.load().catch(() => {})
  }, [])

  if (!address) return null
  const key = caipNetworkId ? accountKey(caipNetworkId, address) : undefined
  const name = identity?.name ?? null
  const avatar = safeImageUrl(identity?.avatar)
  // The wallet features in `walletFeaturesOrder` (SPEC §3), each shown when its flag is on; buying and
  // swaps need the API server (its on-ramp and convert calls).
  // Sending, buying and balances by token are EVM and Solana's, swaps EVM's (SPEC §1).
  const namespace = caipAddress?.split(':')[0] ?? ''
  const tokens = namespace === 'eip155' || namespace === 'solana'
  const features = walletFeatures(latch.options.features).flatMap((f): { view: ViewName; label: string }[] =>
    f === 'receive'
      ? [{ view: 'Receive' as const, label: en.receive }]
      : f === 'send' && tokens
        ? [{ view: 'Send' as const, label: en.send }]
        : f === 'swaps' && latch.api && namespace === 'eip155'
          ? [{ view: 'Swap' as const, label: en.swap }]
          : f === 'onramp' && latch.api && tokens
            ? [{ view: 'OnRamp' as const, label: en.buy }]
            : [],
  )
  // A Bitcoin wallet's accounts by type: payment, and ordinals.
  const accounts = (connection?.accounts ?? []).filter((a) => a.type === 'payment' || a.type === 'ordinal')
  // A smart account can go back to a plain one anywhere; a plain one becomes smart where it is enabled.
  const switchable =
    account &&
    (account.type === 'smartAccount' ||
      canSwitchToSmartAccount({
        current: account.type,
        caipNetworkId,
        enabledNetworks: account.smartAccountNetworks,
      }))
  const copy = async () => {
    if (!(await copyText(latch, address, { done: en.addressCopied, failed: en.copyFailed }))) return
    setCopied(true)
    setTimeout(() => setCopied(false), 1500)
  }
  // The embedded wallet's browsers and login methods, on their own line under the email (or the social
  // login, for an account without one), where they wrap as whole links, never mid-word beside it.
  const browsers = (
    <>
      <button type="button" className="latch-link" onClick={() => latch.modal.push('WalletBrowsers')}>
        {en.browsersTitle}
      </button>
      <button type="button" className="latch-link" onClick={() => latch.modal.push('ProfileWallets')}>
        {en.loginMethods}
      </button>
    </>
  )
  const balanceText =
    balance.status === 'ready'
      ? `${formatAmount(balance.balance.formatted, 3, locale)} ${balance.balance.symbol}`
      : balance.status === 'error' || !caipNetwork
        ? en.balanceUnavailable
        : null
  return (
    <div className="latch-account">
      <div className="latch-center">
        {avatar ? (
          <img className="latch-avatar" src={avatar} alt="" />
        ) : (
          <span className="latch-avatar" style={{ background: avatarGradient(address) }} aria-hidden="true" />
        )}
        <div className="latch-address">
          <span title={address} data-testid="account-name" dir="ltr">
            {name ?? shortenAddress(address)}
          </span>
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
        {name ? (
          <span className="latch-muted" dir="ltr">
            {shortenAddress(address)}
          </span>
        ) : null}
        {!name && latch.api && caipNetworkId?.startsWith('eip155:') ? (
          <button
            type="button"
            className="latch-link"
            onClick={() => latch.modal.push('RegisterAccountName')}
          >
            {en.chooseName}
          </button>
        ) : !name && latch.api && caipNetworkId && !caipNetworkId.startsWith('eip155:') ? (
          <span className="latch-muted">{en.namesEvmOnly}</span>
        ) : null}
      </div>
      <dl className="latch-facts">
        {email ? (
          <>
            <dt>{en.email}</dt>
            <dd>
              <span title={email}>{displayEmail(email)}</span>
              <span className="latch-dd-actions">
                <button
                  type="button"
                  className="latch-link"
                  aria-label={`${en.changeEmailLabel} (${email})`}
                  onClick={() => latch.modal.push('UpdateEmailWallet')}
                >
                  {en.changeEmail}
                </button>
                {browsers}
              </span>
            </dd>
          </>
        ) : null}
        {social ? (
          <>
            <dt>{en.signedInWith}</dt>
            <dd>
              {socialLabel(social.provider, social.username)}
              {email ? null : <span className="latch-dd-actions">{browsers}</span>}
            </dd>
          </>
        ) : null}
        {account && switchable ? (
          <>
            <dt>{en.accountType}</dt>
            <dd>
              {account.type === 'smartAccount' ? en.smartAccount : en.standardAccount}{' '}
              <button
                type="button"
                className="latch-link latch-own-line"
                disabled={account.switching}
                aria-busy={account.switching || undefined}
                onClick={() =>
                  void latch.email
                    .setAccountType(account.type === 'smartAccount' ? 'eoa' : 'smartAccount')
                    .catch(() => {})
                }
              >
                {account.type === 'smartAccount' ? en.switchToStandardAccount : en.switchToSmartAccount}
              </button>
              {account.error ? (
                <span className="latch-problem" role="alert">
                  {account.error}
                </span>
              ) : null}
            </dd>
          </>
        ) : null}
        <dt>{en.balance}</dt>
        <dd aria-busy={balance.status === 'loading' || undefined}>
          {balanceText ?? <SkeletonText width="7em" />}
        </dd>
        <dt>{en.network}</dt>
        <dd>
          {latch.options.enableNetworkSwitch ? (
            <button
              type="button"
              className="latch-link"
              aria-label={en.networkButton(caipNetwork?.name ?? en.unsupportedNetwork)}
              onClick={() => latch.modal.push('Networks')}
            >
              {caipNetwork ? <NetworkIcon network={caipNetwork} size={18} /> : null}
              {caipNetwork?.name ?? en.unsupportedNetwork}
            </button>
          ) : (
            (caipNetwork?.name ?? en.unsupportedNetwork)
          )}
        </dd>
      </dl>
      {features.length > 0 ? (
        <div className="latch-actions">
          {features.map((f) => (
            <button
              key={f.view}
              type="button"
              className="latch-button"
              data-variant="secondary"
              onClick={() => latch.modal.push(f.view)}
            >
              {f.label}
            </button>
          ))}
        </div>
      ) : null}
      {accounts.length > 1 ? (
        <dl className="latch-facts" aria-label={en.accounts}>
          {accounts.map((a) => (
            <div key={a.address}>
              <dt>{a.type === 'ordinal' ? en.ordinalsAccount : en.paymentAccount}</dt>
              <dd title={a.address} dir="ltr">
                {shortenAddress(a.address)}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {latch.options.features.multiWallet ? <ConnectedWallets /> : null}
      {latch.api && key && tokens ? (
        <AccountTabs
          accountKey={key}
          activity={latch.options.features.activity}
          evm={caipNetworkId?.startsWith('eip155:') === true}
        />
      ) : null}
      <div className="latch-center">
        <button
          type="button"
          className="latch-button"
          data-variant="secondary"
          onClick={() => void disconnect()}
        >
          {en.disconnect}
        </button>
      </div>
    </div>
  )
}
