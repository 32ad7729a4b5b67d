/**
 * A sign-in message's text (CAIP-122's template; EIP-4361 on EVM): the lines a wallet shows and signs,
 * in the standard's order, optional ones only when set.
 */
import type { SiwxMessageData } from './types.ts'

/** The chain name CAIP-122 puts in the first line, by namespace. */
const CHAIN_NAMES: Record<string, string> = { eip155: 'Ethereum', solana: 'Solana', bip122: 'Bitcoin' }

/**
 * Writes a sign-in message. The account line is the address alone; the chain ID line is the CAIP-2
 * reference (`1` for `eip155:1`), as EIP-4361 has it.
 *
 * @example
 * formatSiwxMessage({ domain: 'example.com', accountAddress: '0x…', chainId: 'eip155:1', uri: 'https://example.com', version: '1', nonce: '32891756', issuedAt: '2021-09-30T16:25:24Z' })
 */
export function formatSiwxMessage(d: SiwxMessageData): string {
  const [namespace = '', reference = ''] = d.chainId.split(':')
  const lines = [
    `${d.domain} wants you to sign in with your ${CHAIN_NAMES[namespace] ?? namespace} account:`,
    d.accountAddress,
    '',
    // EIP-4361: the statement's line, or none, between two empty lines.
    ...(d.statement ? [d.statement] : []),
    '',
    `URI: ${d.uri}`,
    `Version: ${d.version}`,
    `Chain ID: ${reference}`,
    `Nonce: ${d.nonce}`,
    ...(d.issuedAt ? [`Issued At: ${d.issuedAt}`] : []),
    ...(d.expirationTime ? [`Expiration Time: ${d.expirationTime}`] : []),
    ...(d.notBefore ? [`Not Before: ${d.notBefore}`] : []),
    ...(d.requestId ? [`Request ID: ${d.requestId}`] : []),
    ...(d.resources?.length ? ['Resources:', ...d.resources.map((r) => `- ${r}`)] : []),
  ]
  return lines.join('\n')
}
