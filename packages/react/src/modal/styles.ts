import { ANIMATION_MS } from '@latch/core/internal/theme/theme'
import { declarations, fontSize, radius, SHARED_DEFAULTS, THEME_DEFAULTS } from '../theme/tokens.ts'

const dark = declarations(THEME_DEFAULTS.dark)
const light = declarations(THEME_DEFAULTS.light)

/** Screens this narrow get the dialog as a bottom sheet (full width, at the bottom, swiped down to close). */
export const SHEET_MEDIA = '(max-width:430px)'
/**
 * The dialog hangs from a fixed top, not the centre: as a view's height changes (an error appears, a
 * quote arrives) only what is below the change moves, never the control a visitor is about to press.
 */
const DIALOG_TOP = '16px'
/**
 * The height of the screen the page has: the window's, or inside a Telegram Mini App the visible part
 * Telegram reports, where the rest of the page is off screen: Telegram's own variable, which its script
 * sets on the page and ModalRoot sets on the modal's root from `viewportStableHeight` (not a theme
 * variable: the host does not set it).
 */
export const VIEWPORT_HEIGHT = 'var(--tg-viewport-stable-height,100vh)'
/** Taller pages lower it towards the eye line, by whole pixels so its edges stay sharp. */
const DIALOG_TOP_TALL = { 640: '64px', 860: '112px' } as const

/** Every rule is scoped under `.latch-root`: the modal never styles the host page. */
export const modalCss = `
.latch-root{${declarations(SHARED_DEFAULTS)};${dark}}
.latch-root[data-theme=light]{${light}}
@media (prefers-color-scheme:light){.latch-root[data-theme=system]{${light}}}
.latch-root *{box-sizing:border-box}
.latch-overlay{position:fixed;inset:0;bottom:calc(100vh - ${VIEWPORT_HEIGHT});z-index:var(--latch-z-index);background:var(--latch-overlay);display:flex;align-items:flex-start;justify-content:center;padding:${DIALOG_TOP} 16px 16px;animation:latch-fade var(--latch-duration-view) ease-out}
.latch-dialog{width:var(--latch-modal-width);max-width:100%;max-height:calc(${VIEWPORT_HEIGHT} - ${DIALOG_TOP} - 16px);overflow:auto;background:var(--latch-bg);color:var(--latch-fg);font:${fontSize(14)}/1.4 var(--latch-font-family);border:1px solid var(--latch-border);border-radius:${radius(16)};box-shadow:0 24px 64px rgba(0,0,0,.35);animation:latch-rise var(--latch-duration-view) ease-out}
.latch-header{display:flex;align-items:center;gap:8px;padding:14px 14px 6px}
.latch-title{animation:latch-fade var(--latch-duration-header-text) ease-out;flex:1;min-width:0;margin:0;text-align:center;font-size:${fontSize(16)};font-weight:600;outline:none;overflow-wrap:anywhere;text-wrap:balance}
.latch-icon-button,.latch-icon-spacer{width:32px;height:32px;flex:none}
.latch-icon-button{display:grid;place-items:center;border:0;border-radius:${radius(10)};background:transparent;color:var(--latch-muted);cursor:pointer}
[dir=rtl] .latch-mirrored svg{transform:scaleX(-1)}
.latch-visually-hidden{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap;border:0}
.latch-icon-button:hover{background:var(--latch-surface-hover);color:var(--latch-fg)}
.latch-icon-button:active{transform:scale(.94)}
.latch-body{padding:8px 16px 18px;animation:latch-fade var(--latch-duration-view) ease-out}
.latch-root button:focus-visible{outline:2px solid var(--latch-accent);outline-offset:2px}
.latch-list{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:minmax(0,1fr);gap:6px}
.latch-connect{display:grid;grid-template-columns:minmax(0,1fr);gap:10px}
.latch-connect .latch-form label{margin-top:0}
.latch-connect .latch-legal{margin-top:2px}
.latch-connect .latch-input-row{flex-wrap:wrap}
.latch-connect .latch-input-row input{flex:1 1 12rem}
.latch-connect .latch-input-row .latch-button{flex:1 0 auto;margin-top:0;white-space:nowrap}
.latch-group+.latch-group{margin-top:14px}
.latch-group-title{margin:0 4px 6px;color:var(--latch-muted);font-size:${fontSize(12)};font-weight:600;text-transform:uppercase;letter-spacing:.04em}
.latch-wallet{display:flex;width:100%;align-items:center;gap:12px;padding:10px 12px;border:0;border-radius:${radius(12)};background:var(--latch-surface);color:var(--latch-fg);font:600 ${fontSize(15)} var(--latch-font-family);text-align:start;cursor:pointer}
.latch-wallet{transition:background-color 120ms,transform 120ms}
.latch-wallet:hover:not(:disabled){background:var(--latch-surface-hover)}
.latch-wallet:active:not(:disabled){transform:scale(.985)}
.latch-wallet:disabled{opacity:.55;cursor:default}
.latch-wallet-name{flex:1;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.latch-social-wide .latch-wallet-name{white-space:normal}
.latch-tag{flex:none;padding:2px 8px;border-radius:999px;background:var(--latch-surface-hover);color:var(--latch-muted);font-size:${fontSize(11)};font-weight:600}
.latch-all-wallets{display:grid;grid-template-columns:minmax(0,1fr);gap:8px}
.latch-search{width:100%;padding:10px 12px;border-radius:${radius(12)};border:1px solid var(--latch-border);background:var(--latch-surface);color:var(--latch-fg);font:${fontSize(15)} var(--latch-font-family)}
.latch-virtual{height:372px;overflow:auto;overscroll-behavior:contain}
.latch-virtual .latch-list{position:relative;display:block}
.latch-virtual li{position:absolute;top:0;inset-inline-start:0;width:100%}
.latch-wallet-placeholder{height:56px;cursor:default}
.latch-socials{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(auto-fit,minmax(44px,1fr));gap:8px;min-height:48px}
.latch-social{display:flex;width:100%;min-height:48px;align-items:center;justify-content:center;border:0;border-radius:${radius(12)};background:var(--latch-surface);color:var(--latch-fg);cursor:pointer}
.latch-social:hover{background:var(--latch-surface-hover)}
.latch-social-mark{display:grid;place-items:center;width:72px;height:72px;border-radius:${radius(20)};background:var(--latch-surface);color:var(--latch-fg)}
a.latch-button{text-decoration:none}
.latch-wallet img,.latch-wallet-icon{width:36px;height:36px;border-radius:${radius(10)};flex:none;object-fit:cover;background:var(--latch-surface-hover)}
.latch-frame-surface{width:100%;height:400px;max-height:calc(100dvh - 160px)}
.latch-frame-surface[data-surface=passkey]{height:240px}
.latch-frame-surface[data-surface=recovery-code]{height:340px}
.latch-frame-surface[data-surface=recover]{height:360px}
.latch-browsers{list-style:none;margin:0;padding:0;display:flex;flex-direction:column}
.latch-browsers li{display:flex;align-items:center;justify-content:space-between;gap:8px;padding:8px 0;border-bottom:1px solid var(--latch-border)}
.latch-browser-text{display:flex;flex-direction:column;min-width:0;overflow-wrap:anywhere}
.latch-browsers .latch-button{min-width:0;flex:none}
.latch-device-code{margin:0;font:600 ${fontSize(20)} ui-monospace,SFMono-Regular,Menlo,monospace;letter-spacing:.08em;padding:8px 12px;border:1px solid var(--latch-border);border-radius:${radius(8)};user-select:all}
.latch-center{display:flex;flex-direction:column;align-items:center;gap:10px;text-align:center;padding:12px 0 4px}
.latch-button-row{display:flex;flex-wrap:wrap;justify-content:center;gap:8px}
.latch-center img{width:72px;height:72px;border-radius:${radius(20)}}
.latch-muted{color:var(--latch-muted);margin:0}
.latch-status{margin:0;font-weight:600;overflow-wrap:anywhere}
.latch-status[data-tone=error]{color:var(--latch-danger)}
.latch-button{display:inline-flex;justify-content:center;align-items:center;gap:8px;min-width:140px;padding:10px 16px;border-radius:${radius(12)};border:0;background:var(--latch-accent);color:var(--latch-accent-fg);font:600 ${fontSize(14)} var(--latch-font-family);cursor:pointer}
.latch-button[data-variant=secondary]{background:var(--latch-surface);color:var(--latch-fg)}
.latch-button{transition:filter 120ms,transform 120ms}
.latch-button:hover:not(:disabled){filter:brightness(1.08)}
.latch-button[data-variant=secondary]:hover:not(:disabled){filter:none;background:var(--latch-surface-hover)}
.latch-button:active:not(:disabled){transform:scale(.98)}
.latch-spinner{width:20px;height:20px;border-radius:50%;border:2px solid var(--latch-border);border-top-color:var(--latch-accent);animation:latch-spin .8s linear infinite}
.latch-avatar{width:64px;height:64px;border-radius:50%}
.latch-address{display:flex;align-items:center;gap:6px;font-size:${fontSize(18)};font-weight:700;font-variant-numeric:tabular-nums}
.latch-facts{display:grid;grid-template-columns:auto minmax(0,1fr);gap:6px 12px;width:100%;margin:6px 0 8px;padding:12px;border-radius:${radius(12)};background:var(--latch-surface)}
.latch-facts dt{color:var(--latch-muted)}
.latch-link{border:0;background:none;padding:0;color:var(--latch-link);font:inherit;font-weight:600;cursor:pointer;text-decoration:underline;text-underline-offset:3px}
.latch-link:hover{text-decoration-thickness:2px}
.latch-link:disabled{opacity:.6;cursor:default;text-decoration:none}
.latch-legal{margin:12px 0 0;text-align:center;font-size:${fontSize(12)};color:var(--latch-muted)}
.latch-legal a{color:inherit;text-decoration:underline;text-underline-offset:2px}
.latch-facts dd{margin:0;text-align:end;font-weight:600;font-variant-numeric:tabular-nums}
.latch-sizer{overflow:hidden;transition:height var(--latch-duration-modal-height) ease-out}
.latch-dialog[data-shake]{animation:latch-shake ${ANIMATION_MS.shake}ms ease-in-out}
.latch-toast-region{position:fixed;left:50%;top:16px;transform:translateX(-50%);z-index:calc(var(--latch-z-index) + 1);display:grid;gap:8px;pointer-events:none}
.latch-toast,.latch-alert{pointer-events:auto;display:flex;align-items:center;gap:10px;padding:10px 14px;border-radius:999px;background:var(--latch-bg);color:var(--latch-fg);border:1px solid var(--latch-border);box-shadow:0 8px 24px rgba(0,0,0,.25);font:600 ${fontSize(14)} var(--latch-font-family);animation:latch-rise var(--latch-duration-view) ease-out}
.latch-alert{border-radius:${radius(12)};max-width:min(92vw,480px)}
.latch-toast[data-variant=error],.latch-alert[data-variant=error]{border-color:var(--latch-danger)}
.latch-toast-region-error{top:auto;bottom:16px}
@keyframes latch-shake{10%,90%{transform:translateX(-2px)}20%,80%{transform:translateX(4px)}30%,50%,70%{transform:translateX(-8px)}40%,60%{transform:translateX(8px)}}
@keyframes latch-fade{from{opacity:0}}
@keyframes latch-rise{from{opacity:0;transform:translateY(8px)}}
@keyframes latch-spin{to{transform:rotate(360deg)}}
${Object.entries(DIALOG_TOP_TALL)
  .map(
    ([h, top]) =>
      `@media (min-height:${h}px){.latch-overlay{padding-top:${top}}.latch-dialog{max-height:calc(${VIEWPORT_HEIGHT} - ${top} - 16px)}}`,
  )
  .join('\n')}
@media ${SHEET_MEDIA}{.latch-overlay{align-items:flex-end;padding:0}.latch-dialog{width:100%;border-radius:${radius(16)} ${radius(16)} 0 0;max-height:calc(${VIEWPORT_HEIGHT} * .9);padding-bottom:env(safe-area-inset-bottom,0px)}.latch-header{touch-action:none}.latch-toast-region-error{top:16px;bottom:auto}}
@media (prefers-reduced-motion:reduce){.latch-root *{animation:none!important;transition:none!important}.latch-root .latch-spinner{animation:latch-spin 2s linear infinite!important}}
`
