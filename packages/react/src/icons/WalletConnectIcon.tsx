import type { ReactNode } from 'react'

/**
 * WalletConnect's mark as its brand guidelines show it for a wallet list: the white bridge-and-wave
 * glyph on the brand blue (#3396FF), in a rounded square. Decorative: the row names it in text.
 *
 * @example
 * <WalletConnectIcon />
 */
export function WalletConnectIcon(): ReactNode {
  return (
    <svg className="latch-wallet-icon" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill="#3396FF" />
      <path
        fill="#fff"
        d="M12.2 15.6c4.3-4.2 11.3-4.2 15.6 0l.5.5c.2.2.2.6 0 .8l-1.8 1.7a.3.3 0 0 1-.4 0l-.7-.7a8.2 8.2 0 0 0-11 0l-.8.8a.3.3 0 0 1-.4 0L11.4 17c-.2-.2-.2-.6 0-.8l.8-.6Zm19.3 3.6 1.6 1.6c.2.2.2.6 0 .8l-7.1 7c-.2.2-.6.2-.8 0l-5.1-5a.2.2 0 0 0-.2 0l-5 5c-.3.2-.7.2-.9 0l-7.1-7c-.2-.2-.2-.6 0-.8l1.6-1.6c.2-.2.6-.2.8 0l5.1 5c.1 0 .2 0 .2 0l5-5c.3-.2.7-.2.9 0l5 5c.1 0 .2 0 .2 0l5.1-5c.2-.2.6-.2.8 0Z"
      />
    </svg>
  )
}
