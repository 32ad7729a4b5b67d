import { fontSize, radius } from '../theme/tokens.ts'

/**
 * Styles of the modal's forms, which every view with a field shares (Send, Buy, Swap, names, email):
 * labels, inputs, rows with a suffix, chips, problems and disabled buttons. Scoped under `.latch-root`.
 */
export const formCss = `
.latch-form{display:grid;grid-template-columns:minmax(0,1fr);gap:6px}
.latch-form label,.latch-form .latch-label{font-weight:600;margin-top:6px}
.latch-form .latch-search-box{margin-top:0;font-weight:400}
.latch-form input{width:100%;min-width:0;padding:10px 12px;border-radius:${radius(10)};border:1px solid var(--latch-border);background:var(--latch-surface);color:var(--latch-fg);font:${fontSize(15)} var(--latch-font-family)}
.latch-form input:focus-visible{outline:2px solid var(--latch-accent);outline-offset:1px}
.latch-form .latch-button{margin-top:8px}
.latch-input-row{display:flex;gap:6px;align-items:center}
.latch-suffix{color:var(--latch-muted);font-weight:600}
.latch-chip{padding:6px 10px;border-radius:999px;border:1px solid var(--latch-border);background:var(--latch-surface);color:var(--latch-fg);font:600 ${fontSize(13)} var(--latch-font-family);cursor:pointer}
.latch-chip:hover:not(:disabled){background:var(--latch-surface-hover)}
.latch-chip:active:not(:disabled){transform:scale(.97)}
.latch-chip:disabled{opacity:.5;cursor:default}
.latch-chips{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:6px;justify-content:center}
.latch-chips>li:not(:has(button)){padding:4px 10px;border-radius:999px;background:var(--latch-surface);font-size:${fontSize(13)}}
.latch-small{font-size:${fontSize(12)}}
.latch-problem{margin:0;min-height:1.2em;color:var(--latch-danger);font-weight:600}
.latch-button:disabled{opacity:.6;cursor:default}
`
