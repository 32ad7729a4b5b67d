import type { SignClient } from '@walletconnect/sign-client'

type Client = InstanceType<typeof SignClient>

/** An error with the code a wallet (or the session) gives, as providers throw them. */
export const rpcError = (code: number, message: string): Error & { code: number } =>
  Object.assign(new Error(message), { code })

/**
 * Asks the session's wallet over the relay, giving up after `timeoutMs` ("did not answer within …",
 * code `TIMEOUT`); the wallet's plain `{ code, message }` refusal becomes an Error with that code.
 *
 * @example
 * await askWallet(client, topic, 'eip155:1', 'personal_sign', [hex, address], 120_000)
 */
export async function askWallet(
  client: Client,
  topic: string,
  chainId: string,
  method: string,
  params: unknown,
  timeoutMs: number,
): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          Object.assign(new Error(`The wallet did not answer within ${Math.round(timeoutMs / 1000)} s`), {
            code: 'TIMEOUT',
          }),
        ),
      timeoutMs,
    )
  })
  try {
    return await Promise.race([client.request({ topic, chainId, request: { method, params } }), timeout])
  } catch (e) {
    if (e instanceof Error) throw e
    const { code, message } = (e ?? {}) as { code?: unknown; message?: unknown }
    throw rpcError(
      typeof code === 'number' ? code : -32603,
      typeof message === 'string' ? message : 'The wallet refused',
    )
  } finally {
    clearTimeout(timer)
  }
}
