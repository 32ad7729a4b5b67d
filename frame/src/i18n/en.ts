import { AUTH_REFUSALS } from '@latch/core/frame'

/**
 * The wallet frame's words in English: every string the frame and its approval page show, and the
 * secure site's refusals by reason (defined once, with the server, in `@latch/core/frame`).
 */
export const en = {
  ...AUTH_REFUSALS,
  reject: 'Reject',
  approve: 'Approve',
  site: 'Site',
  message: 'Message',
  app: 'App',
  type: 'Type',
  to: 'To',
  amount: 'Amount',
  network: 'Network',
  becomesSmartAccount: 'Becomes a smart account (EIP-7702); the address stays the same',
  becomesEoa: 'Becomes a standard account (EOA) again; the address stays the same',
  switchToSmartAccount: 'Switch to a smart account',
  switchToEoa: 'Switch back to a standard account',
  networkFee: 'Network fee',
  feePaidByYou: 'Paid by you',
  feePaidByApp: 'Paid by the app',
  feePaidBy: (name: string) => `Paid by ${name}`,
  newContract: 'a new contract',
  chain: (id: number) => `Chain ${id}`,
  unnamed: 'unnamed',
  signMessage: 'Sign message',
  signTypedData: 'Sign typed data',
  sendTransaction: 'Send transaction',
  sendCallsTogether: (n: number) => `Send ${n} calls as one transaction`,
  sendCallsOneByOne: (n: number) => `Send ${n} calls one by one`,
  howTheyRun: 'How they run',
  allOrNothing: 'As one transaction: all go through, or none does',
  oneAfterAnother: 'One after another: if one fails, those before it stay done',
  callNumber: (n: number) => `Call ${n}`,
  rejectAll: 'Reject all from this site',
  tooManyApprovals: (n: number) =>
    `${n} requests already wait for your approval, so this one was refused: answer those first`,
  pressAgain: 'That press came as the pointer arrived, so it did not count: press Approve again',
  windowChanged: 'Your window changed size: check the request again, then approve',
  reviewInFront: 'This window is not in front yet: click or tap anywhere in it, then approve',
  refusedTitle: 'Approval refused',
  tampered:
    'The page hid, covered, moved or resized this approval, so it was refused to keep your wallet safe. Nothing was signed.',
  close: 'Close',
  reviewText:
    'This browser cannot confirm that the page shows this approval as it is, so it opens in a window of its own.',
  openReview: 'Review in a secure window',
  storageBlocked: (site: string) =>
    `This browser does not let the wallet keep its keys while it is inside another site. Allow cookies and site data for ${site} in the browser's settings, or use this app where the wallet is on the same site.`,
  popupBlocked: 'The window was blocked: allow pop-ups for this site, then try again',
  deviceCodeLabel: 'Code shown on the new browser',
  deviceCodeShape: 'The code is 10 letters and digits, as the new browser shows it',
  codesDiffer: 'The codes do not match',
  codesDifferText:
    'Nothing was approved or handed over: this link is not for the browser showing that code, or the request was changed on the way. Log in again on the new browser.',
  handoverTampered:
    'A handover was made for this browser but it does not open: it may have been tampered with, and nothing from it was used. Recover your wallet with your recovery code instead.',
  token: 'Token',
  spender: 'Spender',
  from: 'From',
  tokenId: 'Token ID',
  operator: 'Operator',
  validUntil: 'Valid until',
  function: 'Function',
  version: 'Version',
  contract: 'Contract',
  rawData: 'Raw data',
  quantity: 'Quantity',
  unlimited: 'Unlimited',
  noEnd: 'No end',
  sendToken: 'Send token',
  sendNft: 'Send NFT',
  allowSpending: 'Allow spending',
  allowNft: 'Allow one NFT',
  allowAllNfts: 'Allow access to all your NFTs',
  removeAllNfts: 'Remove access to your NFTs',
  callContract: 'Call a contract',
  unlimitedWarning: (symbol: string) =>
    `Unlimited: the spender can take all your ${symbol}, now and later, until you revoke it`,
  allNftsWarning: 'The operator can move every NFT you hold in this collection, now and later',
  unsignedFields: (names: string) => `Not part of what is signed, so not shown: ${names}`,
  otherChain: (name: string) => `This signature is for ${name}, not the network you are on`,
  acknowledgeOtherChain: 'I understand it is for another network',
  savedCode: 'I saved my recovery code',
  saveTitle: 'Save your recovery code',
  saveText:
    'It brings your wallet back if you lose every device you logged in on. It is shown only this once; nobody, us included, can show it again.',
  enterTitle: 'Enter your recovery code',
  codeLabel: 'Recovery code',
  noCode: 'I do not have it',
  recover: 'Recover wallet',
  recoverText:
    'This browser holds no share of your wallet. Type the recovery code you saved when you created it.',
  noRecoveryCode:
    'Without the recovery code this wallet cannot open on this browser: open the approval link in a browser where you use it',
  codeShape: 'A recovery code is 32 letters and digits, in groups of four',
  wrongCode: 'This recovery code does not open this wallet',
  sharesRefused: 'The key shares do not give this wallet: nothing was signed',
  linkTimeout: 'The approval link was not opened in time: ask for a new one',
  accountChanged: 'The account changed wallets: log in again',
  linkBroken: 'This link does not work',
  linkProblem: 'Something went wrong: ask for a new link',
  answerUnreadable: "The server's answer could not be read: try again",
  account: 'Account',
  wallet: 'Wallet',
  askedAt: 'Asked at',
  approved: 'Approved',
  handedOver: 'Go back to the new browser: it opens your wallet now. You can close this page.',
  notHandedOver:
    'Go back to the new browser: it asks for your recovery code to open your wallet. You can close this page.',
  approveTitle: 'Approve a new browser?',
  approveOnly: 'Approve only if you just asked to log in with this address on another browser.',
  holds:
    'This browser holds this wallet: approving hands it to the new browser, encrypted so that only the new browser can open it.',
  holdsNot:
    'This browser does not hold this wallet: after approving, the new browser asks for your recovery code.',
  passkeyTitle: 'Add a passkey',
  passkeyText:
    'Log in with your fingerprint, face or screen lock, and open your wallet on any device this passkey syncs to.',
  passkeyCreate: 'Create passkey',
  cancel: 'Cancel',
  passkeyNoPrf:
    'This passkey cannot keep a key for your wallet: create it with another passkey manager or device',
  passkeyCancelled: 'The passkey request was cancelled or timed out',
  passkeyWrong: 'This passkey does not open this wallet',
} as const

type Widen<T> = T extends (...args: infer A) => string ? (...args: A) => string : string

/** What every locale of the frame fills, typed from English. */
export type FrameMessages = { readonly [K in keyof typeof en]: Widen<(typeof en)[K]> }
