import type { ModalKit } from '../../modal/kit.ts'

/**
 * Styles of the Swap view and its token picker, scoped under `.latch-root`; they load with the view and
 * take the theme's units from the modal's kit.
 *
 * @example
 * <style>{swapCss(useModalKit())}</style>
 */
export const swapCss = ({ fontSize, radius }: Pick<ModalKit, 'fontSize' | 'radius'>): string => `
.latch-swap{display:grid;grid-template-columns:minmax(0,1fr);gap:6px}
.latch-swap-side{display:grid;grid-template-columns:minmax(0,1fr);gap:4px;padding:10px;border-radius:${radius(12)};background:var(--latch-surface)}
.latch-swap-side input{font-size:${fontSize(20)};font-variant-numeric:tabular-nums}
.latch-token-chip{display:flex;align-items:center;gap:6px;white-space:nowrap}
.latch-token-chip .latch-token-icon{width:20px;height:20px;font-size:${fontSize(11)}}
.latch-flip-row{display:flex;justify-content:center;margin:-12px 0;position:relative;z-index:1}
.latch-flip{display:grid;place-items:center;width:32px;height:32px;border-radius:${radius(10)};border:3px solid var(--latch-bg);background:var(--latch-surface-hover);color:var(--latch-fg);cursor:pointer}
.latch-flip:disabled{cursor:default;opacity:.6}
.latch-swap-facts dd[data-high]{color:var(--latch-danger)}
.latch-picker{display:grid;grid-template-columns:minmax(0,1fr);gap:8px}
.latch-picker-head{display:flex;justify-content:space-between;align-items:center}
`
