import { fontSize, radius } from '../../theme/tokens.ts'

/** Styles of the account views (tabs, rows, NFTs, Receive's QR and address), scoped under `.latch-root`. */
export const accountCss = `
.latch-account{display:grid;grid-template-columns:minmax(0,1fr);gap:10px}
.latch-account .latch-center{padding:4px 0}
.latch-actions{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(6.5rem,calc((100% - 24px)/4)),1fr));gap:8px}
.latch-actions .latch-button{min-width:0;padding-inline:8px}
.latch-tablist{display:flex;gap:4px;padding:4px;border-radius:${radius(12)};background:var(--latch-surface)}
.latch-tablist [role=tab]{flex:1;padding:8px;border:0;border-radius:${radius(9)};background:transparent;color:var(--latch-muted);font:600 ${fontSize(13)} var(--latch-font-family);cursor:pointer}
.latch-tablist [role=tab]:hover{color:var(--latch-fg)}
.latch-tablist [role=tab][aria-selected=true]{background:var(--latch-bg);color:var(--latch-fg)}
.latch-tabpanel{padding-top:8px;min-height:96px}
.latch-empty{text-align:center;padding:24px 0}
.latch-total{display:flex;justify-content:space-between;margin:0 4px 8px}
.latch-rows{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:minmax(0,1fr);gap:4px}
.latch-row{display:flex;align-items:center;gap:10px;padding:8px;border-radius:${radius(10)}}
.latch-row:hover{background:var(--latch-surface)}
.latch-row-main{display:grid;flex:1;min-width:0}
.latch-row-main>*{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.latch-row-main>.latch-muted{white-space:normal;overflow-wrap:anywhere}
.latch-row-title{font-weight:600}
.latch-facts .latch-own-line{display:block;margin-inline-start:auto;text-align:end}
.latch-dd-actions{display:flex;flex-wrap:wrap;justify-content:flex-end;gap:2px 12px;margin-top:2px}
.latch-dd-actions .latch-link{white-space:nowrap}
.latch-row-value{flex:0 1 auto;min-width:0;font-weight:600;font-variant-numeric:tabular-nums;text-align:end;max-width:60%;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.latch-row-value[data-direction=in]{color:var(--latch-success)}
.latch-token-icon{width:32px;height:32px;border-radius:50%;flex:none;display:grid;place-items:center;background:var(--latch-surface-hover);font-weight:700;object-fit:cover}
.latch-scroll{max-height:300px;overflow:auto;overscroll-behavior:contain}
.latch-year{margin:8px 4px 0;font-size:${fontSize(13)};color:var(--latch-muted)}
.latch-month{margin:6px 4px 2px;font-size:${fontSize(14)}}
.latch-more{width:100%;margin-top:8px}
.latch-nfts{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:8px}
.latch-nft{display:grid;grid-template-columns:minmax(0,1fr);gap:4px;font-size:${fontSize(12)};font-weight:600}
.latch-nft img,.latch-nft-blank{width:100%;aspect-ratio:1;border-radius:${radius(10)};background:var(--latch-surface);object-fit:cover}
.latch-nft-name{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.latch-receiver{display:flex;align-items:center;gap:8px;margin:0;font-weight:600}
.latch-receiver img{width:24px;height:24px;border-radius:50%}
.latch-qr{width:208px;height:208px;display:grid;place-items:center;border-radius:${radius(14)};background:#fff;padding:8px}
.latch-qr svg{width:100%;height:100%}
.latch-mono{margin:0;font-family:ui-monospace,monospace;font-weight:600}
.latch-wallets{display:grid;grid-template-columns:minmax(0,1fr);gap:6px}
.latch-wallets h3{margin:4px 4px 0;font-size:${fontSize(14)}}
.latch-wallets .latch-row-main>*{white-space:normal;overflow-wrap:anywhere}
.latch-wallet-actions{display:flex;flex-wrap:wrap;justify-content:flex-end;gap:2px 12px;flex:none;max-width:45%}
.latch-wallet-actions .latch-link{white-space:nowrap}
.latch-address-full{overflow-wrap:anywhere;user-select:all;text-align:center}
`
