/**
 * A platform authenticator in the browser, as the visitor's own (Chromium's virtual one, through CDP):
 * CTAP2 with resident keys, user verification that passes, and the PRF extension unless `prf` is false.
 * It serves the page the session is attached to and the frames in it.
 */
import type { CDPSession } from 'playwright-core'

/**
 * Adds the authenticator; returns its id (for `WebAuthn.getCredentials`).
 *
 * @example
 * const id = await addAuthenticator(await context.newCDPSession(page))
 */
export async function addAuthenticator(cdp: CDPSession, prf = true): Promise<string> {
  await cdp.send('WebAuthn.enable')
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      ctap2Version: 'ctap2_1',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      hasPrf: prf,
      automaticPresenceSimulation: true,
    },
  })
  return authenticatorId
}
