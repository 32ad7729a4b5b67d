import { type ReactNode, useEffect, useId, useState } from 'react'

/** What the demo's dev wallets share: they can decline the next request and report each prompt. */
export type PromptingWallet = {
  rejectNext: () => void
  onPrompt: (listener: (method: string, outcome: 'approved' | 'rejected') => void) => () => void
}

/**
 * A dev wallet's "Reject next request" toggle and its log of prompts since the page loaded, as a panel
 * shows them: the button (`label`) goes among the panel's actions, the rest below them.
 *
 * @example
 * const prompts = useWalletPrompts(wallet, 'Solana')
 * <div className="panel-actions">{prompts.button}</div>{prompts.log}
 */
export function useWalletPrompts(
  wallet: PromptingWallet,
  chain?: string,
): { button: ReactNode; log: ReactNode } {
  const id = useId()
  const [armed, setArmed] = useState(false)
  const [log, setLog] = useState<string[]>([])
  useEffect(
    () =>
      wallet.onPrompt((method, outcome) => {
        setLog((l) => [...l, `${method}: ${outcome}`])
        setArmed(false)
      }),
    [wallet],
  )
  const what = chain ? `${chain} request` : 'request'
  return {
    button: (
      <button
        type="button"
        className="ghost"
        aria-pressed={armed}
        onClick={() => {
          wallet.rejectNext()
          setArmed(true)
        }}
      >
        Reject next {what}
      </button>
    ),
    log: (
      <>
        {armed ? <p role="status">The next {what} will be declined.</p> : null}
        <h3 id={`${id}-prompts`}>{chain ? `${chain} requests` : 'Requests'} since this page loaded</h3>
        {log.length === 0 ? (
          <p>None</p>
        ) : (
          <ol aria-labelledby={`${id}-prompts`}>
            {log.map((m, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: an append-only log
              <li key={i}>{m}</li>
            ))}
          </ol>
        )}
      </>
    ),
  }
}
