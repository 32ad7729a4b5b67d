/**
 * What the modal hands the views it loads later (LaterView.tsx: All Wallets, Send, Swap, Buy, names,
 * email, social, networks, sign-in): the parts they share with its first views. Handed over rather than
 * imported, so the later views' chunk shares no module with the modal's, and the modal arrives in one
 * round of requests with any bundler: esbuild puts a module two lazy chunks import in a chunk of its
 * own, which the browser finds only once the first has arrived (`npm run size` checks the round).
 */
import { networkById, selectNetwork } from '@latch/core/internal/connection/selectors'
import { displayEmail } from '@latch/core/internal/embedded-wallet/display'
import { openSocialPopup } from '@latch/core/internal/embedded-wallet/social-popup'
import { formatAmount, intlLocale } from '@latch/core/internal/plumbing/format'
import { installedConnector } from '@latch/core/internal/wallets/order'
import { useMemo } from 'react'
import type { Messages } from '../i18n/en.ts'
import { useStrings } from '../i18n/use-strings.ts'
import { NetworkIcon } from '../icons/NetworkIcon.tsx'
import { SocialIcon, SocialIconButton, socialLabel, socialName } from '../icons/SocialIcon.tsx'
import { fontSize, radius } from '../theme/tokens.ts'
import { AttemptStatus } from '../views/AttemptStatus.tsx'
import { featureRules } from '../views/account/feature-rules.ts'
import { TokenIcon } from '../views/account/TokenIcon.tsx'
import { WalletButton } from '../views/ConnectView.tsx'
import { copyText } from '../views/copy-text.ts'
import { EmailInput } from '../views/EmailInput.tsx'
import { startPasskey } from '../views/passkey/PasskeyButton.tsx'
import { PasskeyGlyph } from '../views/passkey/PasskeyGlyph.tsx'
import { usePasskeys } from '../views/passkey/usePasskeys.ts'
import { QrCode } from '../views/qr/QrCode.tsx'
import { SkeletonText } from '../views/Skeleton.tsx'
import { startSocial } from '../views/social/SocialButtons.tsx'
import { useSocialProviders } from '../views/social/useSocialProviders.ts'
import { openWallet } from '../views/walletconnect/open-wallet.ts'
import { usePreparingPairing } from '../views/walletconnect/usePreparingPairing.ts'

const parts = {
  AttemptStatus,
  copyText,
  displayEmail,
  EmailInput,
  featureRules,
  fontSize,
  formatAmount,
  installedConnector,
  intlLocale,
  networkById,
  NetworkIcon,
  openSocialPopup,
  openWallet,
  PasskeyGlyph,
  QrCode,
  radius,
  selectNetwork,
  SkeletonText,
  SocialIcon,
  SocialIconButton,
  socialLabel,
  socialName,
  startPasskey,
  startSocial,
  TokenIcon,
  usePasskeys,
  usePreparingPairing,
  useSocialProviders,
  WalletButton,
} as const

/** The modal's parts and its words, as the later views receive them. */
export type ModalKit = typeof parts & { strings: Messages }

/**
 * The kit for the later views, in the modal's current words.
 *
 * @example
 * const kit = useModalKitValue(); return <LaterView route={route} kit={kit} />
 */
export function useModalKitValue(): ModalKit {
  const strings = useStrings()
  return useMemo(() => ({ ...parts, strings }), [strings])
}
