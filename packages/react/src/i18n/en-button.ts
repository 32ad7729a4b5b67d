/**
 * The English strings the connect button shows before the modal ever opens: on the page-load path,
 * so they live apart from the modal's catalogue (`en.ts`, which includes them), loaded on first open.
 */
export const enButton = {
  connectWallet: 'Connect Wallet',
  connecting: 'Connecting…',
} as const
