/** An EIP-1193 provider error: `code` 4001 user rejected, 4100 unauthorized, 4902 unknown chain. */
export class ProviderRpcError extends Error {
  readonly code: number
  constructor(code: number, message: string) {
    super(message)
    this.code = code
  }
}

export const userRejected = () => new ProviderRpcError(4001, 'User rejected the request.')
export const unauthorized = () => new ProviderRpcError(4100, 'The requested account has not been authorized.')
export const unknownChain = (id: string) => new ProviderRpcError(4902, `Unrecognized chain ID ${id}.`)
