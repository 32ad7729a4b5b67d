/** What a swap says in its toasts, in English (each locale's catalogue translates it). */
export const SWAP_NOTICES = {
  swapApproving: (symbol: string) => `Approving ${symbol}`,
  swapApproved: (symbol: string) => `${symbol} approved`,
  swapPending: 'Swap pending',
  swapDone: (paid: string, from: string, got: string, to: string) =>
    `Swapped ${paid} ${from} for ${got} ${to}`,
} as const
