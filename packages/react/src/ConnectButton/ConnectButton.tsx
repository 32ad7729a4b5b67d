import { shortenAddress } from '@latch/core'
import type { CSSProperties, ReactNode } from 'react'
import { useLatchInstance } from '../context.ts'
import { useLatchAccount, useLatchSelector } from '../hooks.ts'
import { enButton } from '../i18n/en-button.ts'
import { useButtonStrings } from '../i18n/locale-context.ts'
import { loadModal } from '../LatchProvider.tsx'
import { connectButtonCss } from './styles.ts'

/** Props of {@link ConnectButton}. */
export type ConnectButtonProps = { label?: string; className?: string }

/**
 * The button that opens the modal: "Connect Wallet" when disconnected; when connected, the account's
 * name, or else its shortened address (opening the Account view).
 *
 * @example
 * <ConnectButton />
 */
export function ConnectButton({ label, className }: ConnectButtonProps): ReactNode {
  const latch = useLatchInstance()
  const en = useButtonStrings(enButton)
  const { address, status } = useLatchAccount()
  const name = useLatchSelector((s) => s.identity?.name ?? null)
  const busy = status === 'reconnecting'
  // The app's theme variables (validated by core) reach the button too: accent, font, radius.
  const themeVariables = useLatchSelector((s) => s.theme.themeVariables) as CSSProperties
  // Interest in connecting: fetch the modal's code and start wallet discovery before the click lands.
  const preload = () => {
    void loadModal()
    latch.preload().catch(() => {})
  }
  return (
    <>
      <style href="latch-connect-button" precedence="latch">
        {connectButtonCss}
      </style>
      <button
        type="button"
        className={className ? `latch-connect-button ${className}` : 'latch-connect-button'}
        data-status={status}
        style={themeVariables}
        aria-busy={busy || undefined}
        onPointerEnter={preload}
        onPointerDown={preload}
        onTouchStart={preload}
        onFocus={preload}
        onClick={() => latch.open()}
      >
        {address ? (name ?? shortenAddress(address)) : busy ? en.connecting : (label ?? en.connectWallet)}
      </button>
    </>
  )
}
