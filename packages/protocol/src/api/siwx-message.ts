/**
 * A sign-in message's text (CAIP-122's template; EIP-4361 on EVM), both ways: the lines a wallet shows
 * and signs, in the standard's order, optional ones only when set; and those lines read back, strictly
 * (the server reads what it verifies with it).
 */
import type { CaipNetworkId } from '../caip.ts'

/** What a sign-in message is made from: the account and its network (AppKit's `SIWXMessage.Input`). */
export type SiwxMessageInput = {
  accountAddress: string
  chainId: CaipNetworkId
  /** ISO 8601: the message is not valid before then. */
  notBefore?: string
}

/** A sign-in message's fields (CAIP-122; EIP-4361 on EVM). Times are ISO 8601. */
export type SiwxMessageData = SiwxMessageInput & {
  domain: string
  uri: string
  version: string
  nonce: string
  statement?: string
  resources?: string[]
  requestId?: string
  issuedAt?: string
  expirationTime?: string
}

/** A sign-in message: its fields, and its text as the wallet signs it. */
export type SiwxMessage = SiwxMessageData & { toString: () => string }

/**
 * ERC-7846's `signInWithEthereum` capability: the fields of the message a wallet signs as it connects
 * (the account is its own), the chain id as a hex quantity.
 */
export type SignInWithEthereum = {
  nonce: string
  chainId: `0x${string}`
  domain: string
  uri: string
  version: string
  statement?: string
  issuedAt?: string
  expirationTime?: string
}

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

/**
 * A sign-in message: its fields, and its text as {@link formatSiwxMessage} writes it.
 *
 * @example
 * siwxMessage(data).toString() // 'example.com wants you to sign in with your Ethereum account:…'
 */
export function siwxMessage(data: SiwxMessageData): SiwxMessage {
  return { ...data, toString: () => formatSiwxMessage(data) }
}

/** A sign-in message read back: its fields, the chain as namespace and reference. */
export type ParsedSiwxMessage = {
  domain: string
  namespace: string
  address: string
  statement?: string
  uri: string
  version: string
  /** The CAIP-2 reference (`1`, or a Solana genesis hash's first 32 characters). */
  reference: string
  nonce: string
  issuedAt?: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources?: string[]
}

const FIELDS = [
  ['Issued At', 'issuedAt'],
  ['Expiration Time', 'expirationTime'],
  ['Not Before', 'notBefore'],
  ['Request ID', 'requestId'],
] as const

/**
 * Reads a sign-in message written as {@link formatSiwxMessage} writes it; undefined when it is not one
 * (a line missing, out of order, or left over).
 *
 * @example
 * parseSiwxMessage(text)?.namespace // 'solana'
 */
export function parseSiwxMessage(text: string): ParsedSiwxMessage | undefined {
  const lines = text.split('\n')
  const head = /^(\S+) wants you to sign in with your (\w+) account:$/.exec(lines[0] ?? '')
  const namespace = Object.entries(CHAIN_NAMES).find(([, name]) => name === head?.[2])?.[0]
  const address = lines[1]
  if (!head || !namespace || !address || /\s/.test(address) || lines[2] !== '') return undefined
  let at = 3
  let statement: string | undefined
  if (lines[at] !== '') statement = lines[at++]
  if (lines[at++] !== '') return undefined
  const take = (label: string) => {
    const line = lines[at]
    if (!line?.startsWith(`${label}: `)) return undefined
    at++
    return line.slice(label.length + 2)
  }
  const uri = take('URI')
  const version = take('Version')
  const reference = take('Chain ID')
  const nonce = take('Nonce')
  if (!uri || !version || !reference || !nonce) return undefined
  const parsed: ParsedSiwxMessage = {
    domain: head[1]!,
    namespace,
    address,
    ...(statement === undefined ? {} : { statement }),
    uri,
    version,
    reference,
    nonce,
  }
  for (const [label, key] of FIELDS) {
    const value = take(label)
    if (value !== undefined) parsed[key] = value
  }
  if (lines[at] === 'Resources:') {
    at++
    const resources: string[] = []
    while (lines[at]?.startsWith('- ')) resources.push(lines[at++]!.slice(2))
    parsed.resources = resources
  }
  return at === lines.length ? parsed : undefined
}
