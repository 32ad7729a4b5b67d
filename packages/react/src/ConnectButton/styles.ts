/** The button's own few rules; the modal's styles load with the modal. */
export const connectButtonCss = `.latch-connect-button{font:600 15px/1 system-ui,-apple-system,"Segoe UI",sans-serif;padding:11px 16px;border-radius:12px;border:1px solid transparent;background:var(--latch-button-bg,#3b5bfd);color:var(--latch-button-fg,#fff);cursor:pointer}
.latch-connect-button:hover{filter:brightness(1.08)}
.latch-connect-button:focus-visible{outline:2px solid var(--latch-button-bg,#3b5bfd);outline-offset:2px}
.latch-connect-button[data-status=connected]{font-variant-numeric:tabular-nums}
.latch-connect-button[aria-busy=true]{opacity:.75;cursor:progress}`
