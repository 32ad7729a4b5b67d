/** What talks to the network and builds transactions, loaded together the first time a balance or a send needs it. */
export { base58, readBalance, rpcFor, waitForSignature } from './rpc.ts'
export { buildTransfer, estimateTransferFee, sendSigned } from './transfer.ts'
