/**
 * The browser commands the component tests call (`commands.…`), run in Vitest's Node process: a
 * phone wallet pairing over the local relay (`scripts/phone-wallet-commands.ts`), and looking into the
 * wallet frame, whose secure-site origin this page's own DOM cannot reach (`scripts/wallet-frame-commands.ts`;
 * pressing its buttons works through `page.frameLocator`).
 */
declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Pairs a phone wallet signing as devnet account `accountIndex` with a `wc:` URI and approves; its address. */
    pairPhoneWallet: (uri: string, accountIndex: number) => Promise<string>
    /** Stops every phone wallet started so far. */
    stopPhoneWallets: () => Promise<void>
    /**
     * Resolves once the wallet frame shows (or, with `shown` false, no longer shows) an element of
     * `role` named `name`; rejects after 10 s.
     */
    waitInWalletFrame: (role: 'heading' | 'button' | 'alert', name: string, shown?: boolean) => Promise<void>
    /** The text the wallet frame shows, as a person reads it. */
    walletFrameText: () => Promise<string>
  }
}

export {}
