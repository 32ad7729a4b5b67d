import { useDisconnect, useLatch, useLatchAccount, useLatchWallets } from '@latch/react'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { latch } from './latch.ts'

// Not core's shortenAddress (4…6, the ConnectButton's form) on purpose: the page's two buttons, and a
// person or a test finding them by name, stay told apart.
const short = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

/**
 * A connect button and a wallet picker of the app's own, built from Latch's hooks alone: the
 * connection they make is Latch's (the ConnectButton, every hook and the reload agree with it).
 */
export function HeadlessPanel(): ReactNode {
  const { address, isConnected, status } = useLatchAccount()
  const { disconnect } = useDisconnect()
  const [picking, setPicking] = useState(false)
  // While Latch restores a remembered wallet the button waits, so a press cannot mean "sign in" and land
  // as "sign out" a moment later.
  const restoring = status === 'reconnecting'
  return (
    <section aria-labelledby="headless-title" className="panel">
      <h2 id="headless-title">Your own button and modal</h2>
      <p>
        Built from <code>useLatchAccount</code>, <code>useLatchWallets</code>, <code>useLatch</code> and{' '}
        <code>useDisconnect</code> alone; Latch's modal is one click away for email and WalletConnect.
      </p>
      <button
        type="button"
        className="ghost"
        disabled={restoring}
        aria-busy={restoring || undefined}
        onClick={() => (isConnected ? void disconnect() : setPicking(true))}
      >
        {restoring
          ? 'Reconnecting…'
          : isConnected && address
            ? `Sign out ${short(address)}`
            : 'Sign in with a wallet'}
      </button>
      {picking ? <WalletPicker onClose={() => setPicking(false)} /> : null}
    </section>
  )
}

/** The app's own modal: a native dialog (focus kept inside, Escape closes) listing the browser's wallets. */
function WalletPicker({ onClose }: { onClose: () => void }): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null)
  const { wallets, ready, connect } = useLatchWallets()
  const { open } = useLatch()
  const [error, setError] = useState<string>()
  useEffect(() => {
    dialog.current?.showModal()
  }, [])
  const pick = async (id: string) => {
    setError(undefined)
    try {
      await connect(id)
      dialog.current?.close()
    } catch (e) {
      setError(latch.describeError(e))
    }
  }
  return (
    <dialog ref={dialog} className="headless-dialog" aria-labelledby="picker-title" onClose={onClose}>
      <h3 id="picker-title">Choose a wallet</h3>
      {!ready ? (
        <p role="status">Looking for wallets…</p>
      ) : wallets.length === 0 ? (
        <p>No wallet in this browser.</p>
      ) : (
        <ul aria-label="Browser wallets">
          {wallets.map((w) => (
            <li key={w.id}>
              <button type="button" className="ghost" onClick={() => void pick(w.id)}>
                {w.imageUrl ? <img src={w.imageUrl} alt="" width={20} height={20} /> : null} {w.name}
              </button>
            </li>
          ))}
        </ul>
      )}
      {error ? <p role="alert">{error}</p> : null}
      <div className="panel-actions">
        <button
          type="button"
          className="ghost"
          onClick={() => {
            dialog.current?.close()
            open()
          }}
        >
          Email or WalletConnect
        </button>
        <button type="button" className="ghost" onClick={() => dialog.current?.close()}>
          Cancel
        </button>
      </div>
    </dialog>
  )
}
