import { test } from './fixtures.ts'
import { logInWithEmail, reloadStillConnected, signAndVerify } from './steps.ts'

/** The demo on another site than its wallet's secure site (http://localhost:8788). */
const CROSS_SITE_DEMO = 'http://127.0.0.1:5173/'

test("cross-site, in the engine's strictest default: email login, sign (verified with viem), reload", async ({
  person,
}) => {
  test.setTimeout(90_000)
  const email = `cross-site-${Date.now()}@example.com`
  await person.goto(CROSS_SITE_DEMO)
  // The frame keeps the new wallet's keys in the storage the engine gives a frame of another site.
  const address = await logInWithEmail(person, email)
  await person.key('Escape')

  await signAndVerify(person, address, 'Signed across sites')
  // A reload finds the keys again: connected without a code.
  await reloadStillConnected(person, address)
})
