/**
 * An EIP-1193 error the frame answers with: 4001 when the visitor rejects, 4100 for another address,
 * 4200 for a method it does not serve.
 */
export class RpcError extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message)
  }
}
