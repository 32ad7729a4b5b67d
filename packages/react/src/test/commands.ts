/**
 * The browser commands the component tests call (`server.commands.…`), implemented in Vitest's Node
 * process by `scripts/phone-wallet-commands.ts`: a phone wallet pairing over the local relay.
 */
declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Pairs a phone wallet signing as devnet account `accountIndex` with a `wc:` URI and approves; its address. */
    pairPhoneWallet: (uri: string, accountIndex: number) => Promise<string>
    /** Stops every phone wallet started so far. */
    stopPhoneWallets: () => Promise<void>
  }
}

export {}
