import { shortenAddress } from '@latch/core/internal/plumbing/short-address'
import type { CSSProperties, ReactNode } from 'react'
import { useLatchInstance } from '../context.ts'
import { useLatchSelector } from '../hooks.ts'
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
  // The active namespace's connection: its address once connected, or while a wallet a
  // server-rendered page already shows (`ssr`) is reconnecting.
  const connection = useLatchSelector((s) => s.connections[s.activeNamespace])
  const status = connection?.status ?? 'disconnected'
  const busy = status === 'reconnecting'
  const shown = status === 'connecting' ? undefined : connection?.address
  const name = useLatchSelector((s) => s.identity?.name ?? null)
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
        {shown ? (name ?? shortenAddress(shown)) : busy ? en.connecting : (label ?? en.connectWallet)}
      </button>
    </>
  )
}
