import { useEffect, useState } from 'react'
import { useLatchInstance } from '../../context.ts'
import { offeredBy } from '../social/useSocialProviders.ts'

/**
 * Whether this browser can keep a wallet's share with a passkey: WebAuthn with its JSON helpers and the
 * PRF extension (where it lacks PRF, passkeys are not offered).
 *
 * @example
 * if (await browserHasPasskeys()) showPasskeyButton()
 */
export async function browserHasPasskeys(): Promise<boolean> {
  if (typeof PublicKeyCredential === 'undefined' || !('parseCreationOptionsFromJSON' in PublicKeyCredential))
    return false
  const caps = await PublicKeyCredential.getClientCapabilities?.().catch(() => undefined)
  return caps?.['extension:prf'] === true
}

/**
 * Whether passkeys are offered: the secure site offers them and this browser can use them; undefined
 * while either is asked.
 *
 * @example
 * const passkeys = usePasskeys() // true | false | undefined
 */
export function usePasskeys(): boolean | undefined {
  const latch = useLatchInstance()
  const [offered, setOffered] = useState<boolean | undefined>()
  useEffect(() => {
    let live = true
    void Promise.all([offeredBy(latch), browserHasPasskeys()]).then(([site, browser]) => {
      if (live) setOffered(site.passkeys && browser)
    })
    return () => {
      live = false
    }
  }, [latch])
  return offered
}
