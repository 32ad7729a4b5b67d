import { fontSize, radius } from '../theme/tokens.ts'

/** Styles of the listbox pickers, the icons and the skeletons, scoped under `.latch-root`. */
export const pickerCss = `
.latch-listbox{display:grid;grid-template-columns:minmax(0,1fr);gap:8px}
.latch-search-box{display:flex;align-items:center;gap:8px;padding:0 12px;border-radius:${radius(12)};border:1px solid var(--latch-border);background:var(--latch-surface);color:var(--latch-muted)}
.latch-search-box:focus-within{outline:2px solid var(--latch-accent);outline-offset:1px}
.latch-search-box input{flex:1;min-width:0;padding:10px 0;border:0;background:transparent;color:var(--latch-fg);font:${fontSize(15)} var(--latch-font-family);outline:none}
.latch-options{list-style:none;margin:0;padding:2px;display:grid;grid-template-columns:minmax(0,1fr);gap:4px;max-height:340px;overflow:auto;overscroll-behavior:contain;border-radius:${radius(12)};outline:none}
.latch-options:focus-visible{outline:2px solid var(--latch-accent);outline-offset:1px}
.latch-options ul{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:minmax(0,1fr);gap:4px}
.latch-option-group+.latch-option-group{margin-top:10px}
.latch-option-group .latch-group-title{display:block}
.latch-option{display:flex;align-items:center;gap:12px;padding:9px 12px;border-radius:${radius(12)};background:var(--latch-surface);cursor:pointer;transition:background-color 120ms,transform 120ms}
.latch-option[data-active]{background:var(--latch-surface-hover)}
.latch-options:focus-visible .latch-option[data-active],.latch-search-box:focus-within~.latch-options .latch-option[data-active]{box-shadow:inset 0 0 0 2px var(--latch-accent)}
.latch-option[aria-selected=true]{background:color-mix(in srgb,var(--latch-accent) 10%,var(--latch-surface))}
.latch-option:active{transform:scale(.985)}
.latch-option-main{display:grid;flex:1;min-width:0;overflow-wrap:anywhere}
.latch-option-label{font-weight:600;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.latch-option-trailing{flex:none;display:flex;align-items:center;gap:6px;font-weight:600;font-variant-numeric:tabular-nums;color:var(--latch-muted)}
.latch-option[aria-selected=true] .latch-option-trailing svg{color:var(--latch-link)}
.latch-select{display:flex;width:100%;align-items:center;gap:10px;padding:8px 12px;border-radius:${radius(12)};border:1px solid var(--latch-border);background:var(--latch-surface);color:var(--latch-fg);font:600 ${fontSize(15)} var(--latch-font-family);text-align:start;cursor:pointer;transition:background-color 120ms}
.latch-select:hover:not(:disabled){background:var(--latch-surface-hover)}
.latch-select:disabled{opacity:.6;cursor:default}
.latch-select>.latch-option-main{font-weight:600}
.latch-select>svg:last-child{flex:none;color:var(--latch-muted);transition:transform var(--latch-duration-view)}
.latch-select[aria-expanded=true]>svg:last-child{transform:rotate(180deg)}
.latch-wallet-glyph{padding:0;color:var(--latch-muted)}
.latch-network-icon{flex:none;border-radius:50%}
.latch-wallet .latch-network-icon{width:36px;height:36px}
.latch-facts .latch-link,.latch-chips>li{display:inline-flex;align-items:center;gap:6px}
.latch-preview{display:grid;grid-template-columns:1fr 1fr;gap:2px;padding:3px}
.latch-wallet .latch-preview img,.latch-preview .latch-skeleton{width:100%;height:100%;border-radius:${radius(3)};object-fit:cover}
.latch-skeleton{display:block;border-radius:${radius(8)};background:linear-gradient(90deg,var(--latch-surface-hover) 30%,var(--latch-border) 50%,var(--latch-surface-hover) 70%);background-size:300% 100%;animation:latch-shimmer 1.4s ease-in-out infinite}
.latch-skeleton-row{display:flex;align-items:center;gap:10px;padding:8px}
.latch-skeleton-row .latch-skeleton:first-child{width:32px;height:32px;border-radius:50%;flex:none}
.latch-skeleton-lines{display:grid;gap:6px;flex:1}
.latch-skeleton-lines .latch-skeleton{height:10px}
.latch-skeleton-lines .latch-skeleton:last-child{width:55%}
.latch-skeletons{display:grid;gap:4px}
.latch-skeleton-text{display:inline-block;width:60%;height:1em;vertical-align:middle}
.latch-wallet-placeholder .latch-skeleton-text{width:45%}
@keyframes latch-shimmer{from{background-position:100% 0}to{background-position:0 0}}
`
