/** English strings. Every string the UI shows lives here, so other locales can load lazily. */
export const en = {
  connectWallet: 'Connect Wallet',
  connecting: 'Connecting…',
  account: 'Account',
  close: 'Close',
  back: 'Back',
  wallets: 'Wallets',
  noWallets: 'No browser wallet found',
  noWalletsHint: 'Install a wallet extension, or open this page in a wallet’s browser.',
  continueIn: (name: string) => `Continue in ${name}`,
  acceptRequest: 'Accept the connection request in your wallet.',
  connectionRejected: 'Connection rejected',
  rejectedHint: 'The wallet declined the request.',
  failedToConnect: 'Failed to connect',
  tryAgain: 'Try again',
  disconnect: 'Disconnect',
  copyAddress: 'Copy address',
  copied: 'Copied',
  balance: 'Balance',
  network: 'Network',
  unsupportedNetwork: 'Unsupported network',
  balanceUnavailable: 'Balance unavailable',
  loading: 'Loading…',
  networks: 'Networks',
  switchNetwork: 'Switch network',
  current: 'current',
  approveSwitch: (name: string) => `Approve the switch to ${name} in your wallet.`,
  switchDeclined: 'Switch declined',
  switchFailed: 'Could not switch network',
  unsupportedTitle:
    'This app does not support your wallet’s current network. Switch to one of these to continue.',
  dismiss: 'Dismiss',
  addressCopied: 'Address copied',
  copyFailed: 'Could not copy the address',
  invalidAppConfigurationHint:
    'this site’s origin is not on the project’s allowlist; update the project configuration.',
} as const

/** The message catalogue shape every locale fills. */
export type Messages = typeof en
