import type { Route } from '@latch/core'
import { useLatchSelector } from '../hooks.ts'
import { useStrings } from '../i18n/use-strings.ts'
import { socialName } from '../icons/SocialIcon.tsx'

/** The title of a view: it names the dialog for assistive technology. */
export function useViewTitle(route: Route): string {
  const en = useStrings()
  const connectorName = useLatchSelector(
    (s) => s.connectors.find((c) => c.id === route.data?.connectorId)?.name,
  )
  const social = useLatchSelector((s) => s.socialLogin?.provider)
  const hasEmail = useLatchSelector((s) => Boolean(s.authUser?.email))
  switch (route.view) {
    case 'Connect':
      return en.connectWallet
    case 'Account':
      return en.account
    case 'Networks':
      return en.networks
    case 'SwitchNetwork':
      return en.switchNetwork
    case 'SwitchActiveChain':
      return en.switchChain
    case 'Send':
      return en.send
    case 'Swap':
      return en.swap
    case 'OnRamp':
      return en.buy
    case 'Receive':
      return en.receive
    case 'WalletBrowsers':
      return en.browsersTitle
    case 'RegisterAccountName':
      return en.chooseName
    case 'RegisterAccountNameSuccess':
      return en.nameRegistered
    case 'ConnectingExternal':
      return connectorName ?? en.connectWallet
    case 'ConnectingWalletConnect':
      return route.data?.wallet?.name ?? route.data?.name ?? en.walletConnect
    case 'ConnectingWalletConnectBasic':
      return en.walletConnect
    case 'AllWallets':
      return en.allWallets
    case 'EmailLogin':
      return en.emailLogin
    case 'ProfileWallets':
      return en.loginMethods
    case 'ConnectingSocial':
      return social ? en.socialLogin(socialName(social)) : en.emailLogin
    case 'ConnectingFarcaster':
      return en.socialLogin(socialName('farcaster'))
    case 'ConnectingPasskey':
      return en.passkeyLogin
    case 'ApproveTransaction':
      return en.approveTransaction
    case 'UnsupportedChain':
      return en.unsupportedChainTitle
    case 'UpdateEmailWallet':
      return hasEmail ? en.changeEmailLabel : en.addEmail
    case 'SIWXSignMessage':
      return en.signIn
  }
}
