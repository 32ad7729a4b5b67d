/**
 * `@latch/protocol`: Latch's wire shapes, defined once. Each message is a runtime schema (zod's mini
 * build, so a bundle carries only the checks it uses) with its type inferred from it; the host page's
 * SDK, the wallet frame and the server read and check the same definitions.
 */

export { DEVICE_CODE_PATTERN, isEmail, normaliseEmail } from './email.ts'
export {
  FRAME_ACCOUNT_TYPES,
  FRAME_PAYLOADS,
  FRAME_PROTOCOL,
  FRAME_SURFACES,
  FRAME_VERSION,
  type FrameAccountType,
  type FrameMessage,
  type FramePayloads,
  type FrameRequest,
  type FrameRequestType,
  type FrameSurface,
  readFrameMessage,
  readRequest,
} from './frame.ts'
export { LOCALE_CODES, type LocaleCode } from './locales.ts'
export { DEFAULT_SOCIALS, LOGIN_PROVIDERS, type LoginProvider } from './providers.ts'
