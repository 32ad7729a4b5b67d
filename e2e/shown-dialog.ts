/**
 * In-page JavaScript naming the open dialog: the one shown, not the one the modal renders ahead, hidden,
 * while it is closed (once the visitor points at or focuses the button). Undefined when none shows.
 */
export const SHOWN_DIALOG = `[...document.querySelectorAll('[role=dialog]')].find((d) => d.getClientRects().length > 0)`
