/**
 * An approval in words: what a transaction or a typed-data signature does, with the app's names for
 * networks and the tokens' own symbols and decimals, warnings for what deserves a second look
 * (unlimited allowances, operators over a whole collection, fields that are not signed, a signature for
 * another network), and the raw data behind a disclosure.
 */
import { formatUnits, type Hex, isAddress } from 'viem'
import type { Detail } from '../detail.ts'
import { t } from '../i18n/index.ts'
import { decodeCall, UNLIMITED_FROM } from './calls.ts'

/** What the frame knows to name things: the network in use, the app's names for networks, tokens. */
export type DescribeContext = {
  chainId: number
  /** The app's name for a network (or a neutral one). */
  networkName: (chainId: number) => string
  /** A token's symbol and decimals, read from the chain; decimals are absent for NFTs. */
  token: (address: Hex) => Promise<{ symbol?: string; decimals?: number }>
  /** The language dates are written in. */
  locale: string
}

/** An approval as the surface shows it. */
export type Described = {
  title: string
  details: Detail[]
  /** Said first, as alerts. */
  warnings: string[]
  /** The raw data, behind a disclosure. */
  raw?: string
  /** A statement the visitor must tick before Approve counts (a signature for another network). */
  acknowledge?: string
}

/** A transaction as it reaches the frame. */
export type TxParams = { from?: string; to?: Hex; value?: Hex; data?: Hex; gas?: Hex }

const mono = (label: string, value: string): Detail => ({ label, value, mono: true })
const plain = (label: string, value: string): Detail => ({ label, value })

const amountOf = (amount: bigint, token: { symbol?: string; decimals?: number }) =>
  `${formatUnits(amount, token.decimals ?? 0)} ${token.symbol ?? ''}`.trim()

const dateOf = (seconds: bigint, locale: string) =>
  seconds > 10n ** 12n ? t().noEnd : new Date(Number(seconds) * 1000).toLocaleString(locale)

/** Amount detail for an allowance: the figure, or Unlimited with its warning. */
function allowance(
  amount: bigint,
  token: { symbol?: string; decimals?: number },
  warnings: string[],
): Detail {
  if (amount < UNLIMITED_FROM) return plain(t().amount, amountOf(amount, token))
  warnings.push(t().unlimitedWarning(token.symbol ?? t().token))
  return plain(t().amount, t().unlimited)
}

/**
 * Describes a batch of calls (`wallet_sendCalls`): how they run (as one transaction, all or nothing, or
 * one after another), then each call named as its own approval would name it with its details below,
 * and the network once. One call reads as that call's own approval.
 *
 * @example
 * describeBatch(await Promise.all(calls.map((c) => describeTransaction(c, ctx))), true, ctx)
 */
export function describeBatch(parts: readonly Described[], atomic: boolean, ctx: DescribeContext): Described {
  if (parts.length === 1) return parts[0]!
  const network = plain(t().network, ctx.networkName(ctx.chainId))
  return {
    title: atomic ? t().sendCallsTogether(parts.length) : t().sendCallsOneByOne(parts.length),
    details: [
      plain(t().howTheyRun, atomic ? t().allOrNothing : t().oneAfterAnother),
      ...parts.flatMap((p, i) => [
        plain(t().callNumber(i + 1), p.title),
        ...p.details.filter((d) => d.label !== network.label),
      ]),
      network,
    ],
    warnings: parts.flatMap((p) => p.warnings),
    raw: parts.map((p) => p.raw ?? '0x').join('\n'),
  }
}

/**
 * Describes a transaction: a native send, a known token call, or any other call by its function.
 *
 * @example
 * const { title, details, warnings } = await describeTransaction({ to, data }, ctx)
 */
export async function describeTransaction(tx: TxParams, ctx: DescribeContext): Promise<Described> {
  const network = plain(t().network, ctx.networkName(ctx.chainId))
  const value = BigInt(tx.value ?? '0x0')
  const native = value > 0n ? [plain(t().amount, `${formatUnits(value, 18)} ETH`)] : []
  if (!tx.to)
    return {
      title: t().sendTransaction,
      details: [plain(t().to, t().newContract), ...native, network],
      warnings: [],
    }
  if (!tx.data || tx.data === '0x')
    return {
      title: t().sendTransaction,
      details: [mono(t().to, tx.to), plain(t().amount, `${formatUnits(value, 18)} ETH`), network],
      warnings: [],
    }
  const warnings: string[] = []
  const raw = tx.data
  const call = decodeCall(tx.data)
  const contract = tx.to
  const token = () => ctx.token(contract)
  const tokenDetail = (info: { symbol?: string }) =>
    mono(t().token, info.symbol ? `${info.symbol} (${contract})` : contract)
  const done = (title: string, details: Detail[]): Described => ({
    title,
    details: [...details, ...native, network],
    warnings,
    raw,
  })
  switch (call.kind) {
    case 'transfer': {
      const info = await token()
      return done(t().sendToken, [
        tokenDetail(info),
        mono(t().to, call.to),
        plain(t().amount, amountOf(call.amount, info)),
      ])
    }
    case 'transferFrom': {
      const info = await token()
      const what =
        info.decimals === undefined
          ? plain(t().tokenId, call.amount.toString())
          : plain(t().amount, amountOf(call.amount, info))
      const title = info.decimals === undefined ? t().sendNft : t().sendToken
      return done(title, [tokenDetail(info), mono(t().from, call.from), mono(t().to, call.to), what])
    }
    case 'approve':
    case 'increaseAllowance': {
      const info = await token()
      if (info.decimals === undefined && call.kind === 'approve')
        return done(t().allowNft, [
          tokenDetail(info),
          mono(t().spender, call.spender),
          plain(t().tokenId, call.amount.toString()),
        ])
      return done(t().allowSpending, [
        tokenDetail(info),
        mono(t().spender, call.spender),
        allowance(call.amount, info, warnings),
      ])
    }
    case 'permit': {
      const info = await token()
      return done(t().allowSpending, [
        tokenDetail(info),
        mono(t().spender, call.spender),
        allowance(call.amount, info, warnings),
        plain(t().validUntil, dateOf(call.deadline, ctx.locale)),
      ])
    }
    case 'nftTransfer':
      return done(t().sendNft, [
        tokenDetail(await token()),
        mono(t().from, call.from),
        mono(t().to, call.to),
        plain(t().tokenId, call.tokenId.toString()),
        ...(call.amount === undefined ? [] : [plain(t().quantity, call.amount.toString())]),
      ])
    case 'nftBatchTransfer':
      return done(t().sendNft, [
        tokenDetail(await token()),
        mono(t().from, call.from),
        mono(t().to, call.to),
        plain(t().tokenId, call.ids.map((id, i) => `${id} × ${call.amounts[i] ?? 0n}`).join(', ')),
      ])
    case 'approvalForAll':
      if (call.approved) warnings.push(t().allNftsWarning)
      return done(call.approved ? t().allowAllNfts : t().removeAllNfts, [
        tokenDetail(await token()),
        mono(t().operator, call.operator),
      ])
    default:
      return done(t().callContract, [
        mono(t().to, contract),
        mono(t().function, call.signature ?? call.selector),
      ])
  }
}

type Field = { name: string; type: string }
type Typed = {
  domain?: Record<string, unknown>
  types?: Record<string, unknown>
  primaryType?: string
  message?: Record<string, unknown>
}

const PERMIT2 = '0x000000000022d473030f116ddee9f6b43ac78ba3'

const fieldsOf = (types: Record<string, unknown>, type: string): Field[] | undefined => {
  const list = types[type]
  return Array.isArray(list) && list.every((f) => typeof f?.name === 'string' && typeof f?.type === 'string')
    ? (list as Field[])
    : undefined
}

/** The declared fields of a struct, flattened to `a.b` labels; undeclared ones are collected in `extra`. */
function flatten(
  types: Record<string, unknown>,
  type: string,
  value: unknown,
  prefix: string,
  out: Detail[],
  extra: string[],
): void {
  const fields = fieldsOf(types, type) ?? []
  const record = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>
  for (const key of Object.keys(record))
    if (!fields.some((f) => f.name === key)) extra.push(`${prefix}${key}`)
  for (const f of fields) {
    const v = record[f.name]
    const base = f.type.replace(/\[\d*\]$/, '')
    if (fieldsOf(types, base) && !f.type.endsWith(']'))
      flatten(types, base, v, `${prefix}${f.name}.`, out, extra)
    else
      out.push({
        label: `${prefix}${f.name}`,
        value:
          typeof v === 'string'
            ? v
            : (JSON.stringify(v, (_k, x) => (typeof x === 'bigint' ? x.toString() : x)) ?? ''),
        mono: f.type === 'address' || f.type.startsWith('bytes'),
      })
  }
}

const big = (v: unknown): bigint | undefined => {
  try {
    return typeof v === 'string' || typeof v === 'number' || typeof v === 'bigint' ? BigInt(v) : undefined
  } catch {
    return undefined
  }
}

/**
 * Describes typed data (EIP-712): its domain (name, version, network, contract), then the fields its
 * `types` declare; EIP-2612 and Permit2 permits read as the allowance they grant. Fields outside the
 * types are flagged (they are not signed); a `chainId` other than the wallet's network asks the visitor
 * to acknowledge it.
 *
 * @example
 * const described = await describeTypedData(JSON.parse(params[1]), ctx)
 */
export async function describeTypedData(typed: Typed, ctx: DescribeContext): Promise<Described> {
  const domain = typed.domain && typeof typed.domain === 'object' ? typed.domain : {}
  const types = typed.types && typeof typed.types === 'object' ? typed.types : {}
  const primary = String(typed.primaryType ?? '')
  const message = typed.message && typeof typed.message === 'object' ? typed.message : {}
  const warnings: string[] = []
  const chain = big(domain.chainId)
  const contract = typeof domain.verifyingContract === 'string' ? domain.verifyingContract : undefined
  const head: Detail[] = [
    plain(t().app, typeof domain.name === 'string' ? domain.name : t().unnamed),
    ...(typeof domain.version === 'string' ? [plain(t().version, domain.version)] : []),
    ...(chain !== undefined ? [plain(t().network, ctx.networkName(Number(chain)))] : []),
    ...(contract ? [mono(t().contract, contract)] : []),
  ]
  const extraDomain = Object.keys(domain).filter(
    (k) => !['name', 'version', 'chainId', 'verifyingContract', 'salt'].includes(k),
  )
  const body: Detail[] = []
  const extra: string[] = extraDomain.map((k) => `domain.${k}`)
  let title = t().signTypedData
  const declared = fieldsOf(types, primary)
  if (!declared) extra.push(primary || 'primaryType')
  else if (
    primary === 'Permit' &&
    contract &&
    isAddress(contract) &&
    fieldsOf(types, 'Permit')?.some((f) => f.name === 'spender')
  ) {
    // EIP-2612: a signed allowance on the token the domain names.
    const info = await ctx.token(contract as Hex)
    title = t().allowSpending
    body.push(
      mono(t().token, info.symbol ? `${info.symbol} (${contract})` : contract),
      mono(t().spender, String(message.spender)),
      allowance(big(message.value) ?? 0n, info, warnings),
      plain(t().validUntil, dateOf(big(message.deadline) ?? 0n, ctx.locale)),
    )
    flatten(types, primary, message, '', [], extra)
  } else if (contract?.toLowerCase() === PERMIT2 && typeof message.spender === 'string') {
    // Permit2: one or several tokens, each with its amount, for one spender.
    title = t().allowSpending
    body.push(mono(t().spender, message.spender))
    const grants = [message.details, message.permitted].flat().filter(Boolean) as Record<string, unknown>[]
    for (const g of grants.flat()) {
      const address = typeof g.token === 'string' && isAddress(g.token) ? (g.token as Hex) : undefined
      const info = address ? await ctx.token(address) : {}
      body.push(mono(t().token, info.symbol ? `${info.symbol} (${address})` : String(g.token)))
      body.push(allowance(big(g.amount) ?? 0n, info, warnings))
      if (g.expiration !== undefined)
        body.push(plain(t().validUntil, dateOf(big(g.expiration) ?? 0n, ctx.locale)))
    }
    const deadline = big(message.sigDeadline ?? message.deadline)
    if (deadline !== undefined) body.push(plain(t().validUntil, dateOf(deadline, ctx.locale)))
    flatten(types, primary, message, '', [], extra)
  } else flatten(types, primary, message, '', body, extra)
  if (extra.length) warnings.push(t().unsignedFields(extra.join(', ')))
  const otherChain = chain !== undefined && Number(chain) !== ctx.chainId
  if (otherChain) warnings.push(t().otherChain(ctx.networkName(Number(chain))))
  return {
    title,
    // What it grants or says first; then whom it is for (the domain).
    details: [...body, ...head, plain(t().type, primary)],
    warnings,
    raw: JSON.stringify(
      { domain, primaryType: primary, message },
      (_k, x) => (typeof x === 'bigint' ? x.toString() : x),
      2,
    ),
    ...(otherChain ? { acknowledge: t().acknowledgeOtherChain } : {}),
  }
}
