/**
 * The button's own few rules; the modal's styles load with the modal. The button sits on the host page,
 * outside the modal's root, so each variable falls back to its default here; these are the defaults of
 * `--latch-button-bg` and `--latch-button-fg` (white on the blue: 5.3 : 1), which the tests read
 * from here and the README documents.
 */
export const connectButtonCss = `.latch-connect-button{font:600 calc(var(--latch-font-size-master,10px)*1.5)/1 var(--latch-font-family,system-ui,sans-serif);padding:11px 16px;border-radius:calc(var(--latch-border-radius-master,4px)*3);border:1px solid transparent;background:var(--latch-button-bg,#3b5bfd);color:var(--latch-button-fg,#fff);cursor:pointer}
.latch-connect-button:hover{filter:brightness(1.08)}
.latch-connect-button:active{transform:scale(.98)}
.latch-connect-button:focus-visible{outline:2px solid var(--latch-button-bg,#3b5bfd);outline-offset:2px}
.latch-connect-button[data-status=connected]{font-variant-numeric:tabular-nums}
.latch-connect-button[aria-busy=true]{opacity:.75;cursor:progress}`
