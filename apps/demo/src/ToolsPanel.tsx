import type { ReactNode } from 'react'
import { devnetA, devnetB, solanaRpcUrl } from './latch.ts'

const env = import.meta.env

/** The local stack `npm start` runs, each with what it is for. */
const TOOLS: { name: string; url: string; what: string }[] = [
  {
    name: 'local inbox',
    url: env.VITE_LATCH_INBOX_URL ?? 'http://127.0.0.1:8025',
    what: 'every mail the stack sends: log in with any address, the code lands here',
  },
  {
    name: 'Latch server',
    url: `${env.VITE_LATCH_API_URL ?? 'http://127.0.0.1:8787'}/health`,
    what: 'the self-hosted API: balances, activity, names, registry, swaps, on-ramp',
  },
  {
    name: 'Secure site',
    url: env.VITE_LATCH_SECURE_SITE ?? 'http://localhost:8788',
    what: 'the embedded wallet’s own origin',
  },
  { name: devnetA!.name, url: devnetA!.rpcUrls.default.http[0] ?? '', what: `anvil, chain ${devnetA!.id}` },
  { name: devnetB!.name, url: devnetB!.rpcUrls.default.http[0] ?? '', what: `anvil, chain ${devnetB!.id}` },
  { name: 'Solana RPC', url: solanaRpcUrl, what: 'LiteSVM behind Solana JSON-RPC' },
  { name: 'wagmi page', url: '/wagmi.html', what: 'this app under wagmi’s hooks, through @latch/wagmi' },
]

/** Links to the devnet's tools, so a new user sees what runs behind the demo. */
export function ToolsPanel(): ReactNode {
  return (
    <section aria-labelledby="tools-title" className="panel">
      <h2 id="tools-title">Devnet tools</h2>
      <ul className="tools">
        {TOOLS.map((t) => (
          <li key={t.name}>
            <a href={t.url} target="_blank" rel="noreferrer">
              {t.name}
            </a>{' '}
            <span className="hint">{t.what}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
