/**
 * Shape checks of what the API answers, for the values the client keeps in the browser's storage: a
 * corrupted or foreign cache entry reads as absent instead of reaching the views.
 */
import type { ApiProfile, ApiTokenBalance, IdentityResponse } from './wire.ts'

/** Whether a value is a non-null object. */
export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)
const isString = (v: unknown): v is string => typeof v === 'string'
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v)
const isStringOrNull = (v: unknown): v is string | null => v === null || isString(v)

/** Whether a value is an identity: a name and an avatar, each a string or null. */
export const isIdentity = (v: unknown): v is IdentityResponse =>
  isObject(v) && isStringOrNull(v.name) && isStringOrNull(v.avatar)

/** Whether a value is a token balance of the SPEC §3 shape. */
export const isTokenBalance = (v: unknown): v is ApiTokenBalance =>
  isObject(v) &&
  isString(v.name) &&
  isString(v.symbol) &&
  isString(v.chainId) &&
  (v.address === undefined || isString(v.address)) &&
  isNumber(v.value) &&
  isNumber(v.price) &&
  isObject(v.quantity) &&
  isString(v.quantity.decimals) &&
  isString(v.quantity.numeric) &&
  isString(v.iconUrl)

/** Whether a value is a list of token balances. */
export const isTokenBalances = (v: unknown): v is ApiTokenBalance[] =>
  Array.isArray(v) && v.every(isTokenBalance)

/** Whether a value is a name's profile: addresses by coin type, attributes a list of string records. */
export const isProfile = (v: unknown): v is ApiProfile =>
  isObject(v) &&
  isString(v.name) &&
  isString(v.registered_at) &&
  isString(v.updated_at) &&
  isObject(v.addresses) &&
  Object.values(v.addresses).every((a) => isObject(a) && isString(a.address) && isString(a.created)) &&
  Array.isArray(v.attributes) &&
  v.attributes.every((a) => isObject(a) && Object.values(a).every(isString))
