import { type ReactNode, useEffect } from 'react'
import { useLatchInstance } from '../../context.ts'
import { useLatchSelector } from '../../hooks.ts'
import { useStrings } from '../../i18n/use-strings.ts'
import { safeImageUrl } from '../safe-url.ts'
import { TabNote } from './TabNote.tsx'

/** NFTs: what the account holds on its network, with name and preview; spam collections are left out. */
export function NftsTab({ accountKey }: { accountKey: string }): ReactNode {
  const en = useStrings()
  const latch = useLatchInstance()
  const nfts = useLatchSelector((s) => s.nfts)
  // biome-ignore lint/correctness/useExhaustiveDependencies: refetch when the account or chain changes
  useEffect(() => {
    void latch.account.fetchNfts()
  }, [latch, accountKey])
  if (nfts.key !== accountKey || (nfts.status === 'loading' && nfts.items.length === 0)) return <TabNote />
  if (nfts.status === 'error') return <TabNote>{en.nftsUnavailable}</TabNote>
  const shown = nfts.items.filter((n) => !n.isSpam)
  if (shown.length === 0) return <TabNote>{en.noNfts}</TabNote>
  return (
    <ul className="latch-nfts" aria-label={en.nfts}>
      {shown.map((n) => {
        const src = safeImageUrl(n.previewUrl)
        return (
          <li key={`${n.contract}:${n.tokenId}`} className="latch-nft">
            {src ? <img src={src} alt="" loading="lazy" /> : <span className="latch-nft-blank" />}
            <span className="latch-nft-name">{n.name}</span>
          </li>
        )
      })}
    </ul>
  )
}
