import { mailsTo } from '@latch/devnet/inbox'
import { loadMessages } from '@latch/react/locales'
import { expect, test } from '@playwright/test'
import { parseEther } from 'viem'
import {
  approveInFrame,
  disconnectFromAccount,
  freshEmail,
  INBOX,
  logIn,
  mailedCode,
  pressInFrame,
  SECURE_SITE,
  short,
  signInFrameAndVerify,
  walletFrame,
} from './email-helpers.ts'
import { chainA, freshAddress, rpcA } from './helpers.ts'

test('logs in with a new email: the code from the inbox, a wallet with a recovery code shown once', async ({
  page,
}) => {
  // Every frame notes what its Content-Security-Policy refused: the wallet frame's (script-src 'self')
  // must refuse nothing Latch's own code does (no eval: the message schemas use zod's mini build, which
  // compiles nothing).
  await page.context().addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { latchCspViolations: seen })
    addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`))
  })
  await page.goto('/')
  const { address, recoveryCode } = await logIn(page, freshEmail(), async () => {
    // The frame's recovery screen sits in the modal in the modal's own theme, its box fitted to it (the
    // code, new each time, is masked).
    await page.mouse.move(0, 0)
    await expect(page.getByRole('dialog')).toHaveScreenshot('recovery-code.png', {
      animations: 'disabled',
      mask: [walletFrame(page).locator('.code')],
      maxDiffPixelRatio: 0.002,
    })
  })
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  expect(recoveryCode).toMatch(/^([0-9A-HJKMNP-TV-Z]{4}-){7}[0-9A-HJKMNP-TV-Z]{4}$/)
  const frame = page.frames().find((f) => f.url().startsWith(SECURE_SITE))
  expect(frame, 'the wallet frame').toBeDefined()
  expect(
    await frame!.evaluate(() => (window as { latchCspViolations?: string[] }).latchCspViolations),
  ).toEqual([])
})

test("the login mail names the app by its metadata, in the visitor's language", async ({ page }) => {
  const de = await loadMessages('de')
  await page.goto('/')
  await page.getByLabel('Language', { exact: true }).selectOption('de')
  await page.getByRole('button', { name: de.connectWallet }).click()
  const connect = page.getByRole('dialog', { name: de.connectWallet })
  const email = freshEmail()
  await connect.getByLabel(de.email).fill(email)
  await connect.getByRole('button', { name: de.continueWithEmail }).click()
  let mail: { subject: string; text: string } | undefined
  await expect
    .poll(async () => {
      mail = (await mailsTo(INBOX, email))[0]
      return mail?.subject ?? ''
    })
    .toMatch(/^\d{6} ist dein Anmeldecode$/)
  // The demo's metadata names it "Latch demo"; its project id (latch-demo) appears nowhere.
  expect(mail!.text).toMatch(/^Dein Code für die Anmeldung bei Latch demo lautet \d{6}\./)
  expect(mail!.text).not.toContain('latch-demo')
})

test('the embedded wallet sends and signs only through its own Approve, survives a reload, and signs out', async ({
  page,
}) => {
  // It waits out the 30 s between two codes to one address before logging in again.
  test.setTimeout(90_000)
  await page.goto('/')
  const email = freshEmail()
  const { address } = await logIn(page, email, (created) =>
    rpcA('anvil_setBalance', [created, `0x${parseEther('1').toString(16)}`]),
  )
  await page.keyboard.press('Escape')

  // A reload keeps the session: connected again without a code.
  await page.reload()
  await expect(page.getByTestId('status')).toHaveText('connected')
  await expect(page.locator('dd').nth(1)).toHaveText(address)

  // Send: the frame shows what is sent; only its Approve sends it.
  await page.getByRole('button', { name: short(address) }).click()
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Send' }).click()
  const send = page.getByRole('dialog', { name: 'Send' })
  await expect(send.getByRole('button', { name: /^Token (ETH|SOL)\b/ })).toBeVisible()
  const to = freshAddress()
  await send.getByLabel('Amount').fill('0.1')
  await send.getByLabel('Receiver').fill(to)
  await send.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(page.getByRole('dialog', { name: 'Approve' })).toBeVisible()
  const frame = walletFrame(page)
  await expect(frame.getByRole('heading', { name: 'Send transaction' })).toBeVisible()
  // Who asks, as the browser reports the parent's origin, with the app's own name.
  await expect(frame.getByText('Latch demo (http://localhost:5173)')).toBeVisible()
  await expect(frame.getByText(to)).toBeVisible()
  await expect(frame.getByText('0.1 ETH')).toBeVisible()
  await approveInFrame(page)
  await expect(page.getByRole('status').getByText('Sent 0.1 ETH')).toBeVisible({ timeout: 15_000 })
  expect(await chainA().getBalance({ address: to })).toBe(parseEther('0.1'))
  await page.keyboard.press('Escape')

  // Sign a message: approved in the frame, verified here against the address.
  await signInFrameAndVerify(page, address, 'Signed inside the frame')

  // Rejected: nothing is signed, the app hears 4001.
  await page.getByRole('button', { name: 'Sign message' }).click()
  await pressInFrame(page, 'Reject')
  await expect(page.getByText(/^Signing failed: User rejected the request/)).toBeVisible()
  await expect(page.getByRole('dialog')).toBeHidden()

  // Sign out: the frame's session ends; a reload stays signed out.
  await page.getByRole('button', { name: short(address) }).click()
  await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByTestId('status')).toHaveText('disconnected')
  await page.reload()
  await expect(page.getByTestId('status')).toHaveText('disconnected')

  // A new code within 30 s of the last is refused, saying how long to wait (SPEC §9).
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('dialog', { name: 'Connect Wallet' }).getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Continue with email' }).click()
  const refused = page.getByRole('dialog', { name: 'Log in with email' }).getByRole('alert')
  await expect(refused).toHaveText(/^Please try again after \d+ seconds$/)
  const wait = Number((await refused.textContent())?.match(/\d+/)?.[0])
  await page.waitForTimeout(wait * 1000)
  await page.getByRole('button', { name: 'Use another email' }).click()
  await page.keyboard.press('Escape')

  // This browser logs in again to the same wallet (its device share stayed), with no new recovery code.
  const again = await logIn(page, email)
  expect(again.address).toBe(address)
  expect(again.recoveryCode).toBeUndefined()
})

test('forged frame messages from another origin are ignored on both sides, and nothing is signed', async ({
  page,
}) => {
  const warnings: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'warning') warnings.push(m.text())
  })
  await page.goto('/')
  const { address } = await logIn(page, freshEmail())
  await page.keyboard.press('Escape')
  // A page on another origin, framed into the app (an ad, a widget), tries both directions.
  await page.route('http://evil.test/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<script>
        const tag = 'latch-frame/1'
        parent.postMessage({ protocol: tag, type: 'SHOW', payload: { surface: 'approve', method: 'personal_sign' } }, '*')
        parent.postMessage({ protocol: tag, type: 'SESSION_UPDATE', payload: { address: '0x000000000000000000000000000000000000dEaD', chainId: 1 } }, '*')
        for (let i = 0; i < parent.frames.length; i++)
          parent.frames[i].postMessage({ protocol: tag, id: 'forged-' + i, type: 'RPC_REQUEST', payload: { method: 'personal_sign', params: ['0x68690a', '${address}'], chainId: 31337 } }, '*')
      </script>`,
    }),
  )
  await page.evaluate(() => {
    const f = document.createElement('iframe')
    f.src = 'http://evil.test/'
    document.body.append(f)
  })
  await expect
    .poll(() => warnings.filter((w) => w.includes('from http://evil.test was ignored')).length)
    .toBeGreaterThanOrEqual(3)
  expect(warnings.some((w) => w.startsWith('Latch frame: a message from http://evil.test'))).toBe(true)
  expect(warnings.some((w) => w.startsWith('Latch: a frame message from http://evil.test'))).toBe(true)
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(page.locator('dd').nth(1)).toHaveText(address)
  await expect(walletFrame(page).getByRole('button', { name: 'Approve' })).toBeHidden()
})

test('the wallet frame refuses to load under an origin the project does not allow', async ({ page }) => {
  const check = await fetch(`${SECURE_SITE}/auth/v1/origin-check?projectId=latch-demo`, {
    headers: { origin: 'http://evil.test' },
  })
  expect(await check.json()).toEqual({ allowed: false })
  // A local origin the project does not list (the inbox's), so only the frame's own policy can refuse it.
  const host = 'http://localhost:8025'
  await page.route(`${host}/evil`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<iframe title="framed" src="${SECURE_SITE}/frame?projectId=latch-demo&origin=${host}"></iframe>`,
    }),
  )
  // The server names the project's origins as the only ancestors; the browser then shows an error page.
  const page0 = await fetch(`${SECURE_SITE}/frame?projectId=latch-demo`)
  expect(page0.headers.get('content-security-policy')).toContain('frame-ancestors http://127.0.0.1:5173')
  await page.goto(`${host}/evil`)
  await expect.poll(() => page.frames().map((f) => f.url())).toContain('chrome-error://chromewebdata/')
  expect(page.frames().some((f) => f.url().startsWith(SECURE_SITE))).toBe(false)
})

test('a tampered device share is refused: the wallet does not open and nothing can be signed', async ({
  page,
}) => {
  await page.goto('/')
  const email = freshEmail()
  const { address } = await logIn(page, email)
  await page.keyboard.press('Escape')
  // Something with the run of the wallet origin's storage flips a byte of this browser's share
  // (re-encrypted with the browser's own wrapping key, so only the combined key can tell).
  const onOrigin = await page.context().newPage()
  await onOrigin.goto(`${SECURE_SITE}/auth/v1/device/approve`)
  // The seed's kept check stays as it was: the combined seed no longer matches it.
  const keptCheck = await onOrigin.evaluate(async (key) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open('latch-wallet', 1)
      req.onsuccess = () => resolve(req.result)
      req.onerror = () => reject(req.error)
    })
    const get = <T>(k: string) =>
      new Promise<T>((resolve) => {
        const req = db.transaction('kv').objectStore('kv').get(k)
        req.onsuccess = () => resolve(req.result as T)
      })
    const wrapping = await get<CryptoKey>('wrappingKey')
    const stored = await get<{ iv: Uint8Array; body: ArrayBuffer; check?: unknown }>(key)
    const share = new Uint8Array(
      await crypto.subtle.decrypt({ name: 'AES-GCM', iv: stored.iv as BufferSource }, wrapping, stored.body),
    )
    share[0]! ^= 0xff
    const iv = crypto.getRandomValues(new Uint8Array(12))
    const body = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, wrapping, share)
    await new Promise((resolve) => {
      const tx = db.transaction('kv', 'readwrite')
      tx.objectStore('kv').put({ ...stored, iv, body }, key)
      tx.oncomplete = resolve
    })
    return stored.check !== undefined
  }, `device:${address.toLowerCase()}`)
  expect(keptCheck).toBe(true)
  await onOrigin.close()

  // The reload cannot restore the wallet; logging in again says why, and nothing is connected.
  await page.reload()
  await expect(page.getByTestId('status')).toHaveText('disconnected')
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await page.getByRole('dialog', { name: 'Connect Wallet' }).getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Continue with email' }).click()
  await expect(page.getByRole('dialog', { name: 'Log in with email' }).getByRole('alert')).toHaveText(
    'The key shares do not give this wallet: nothing was signed',
  )
  await expect(page.getByTestId('status')).toHaveText('disconnected')
})

test('changes the email with a code from each address; the wallet then logs in with the new one', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/')
  const email = freshEmail()
  const { address } = await logIn(page, email)
  const account = page.getByRole('dialog', { name: 'Account' })
  await expect(account.getByRole('button', { name: 'Switch to smart account' })).toBeVisible()
  await account.getByRole('button', { name: `Change email (${email})` }).click()
  const change = page.getByRole('dialog', { name: 'Change email' })
  // Another account's address is refused before any code is mailed.
  const taken = freshEmail()
  const other = await browser.newContext({ baseURL })
  const otherPage = await other.newPage()
  await otherPage.goto('/')
  await logIn(otherPage, taken)
  await other.close()
  await change.getByLabel('New email').fill(taken)
  await change.getByRole('button', { name: 'Continue with email' }).click()
  await expect(change.getByRole('alert')).toHaveText('This email is used by another account')

  const next = freshEmail()
  await change.getByLabel('New email').fill(next)
  await change.getByRole('button', { name: 'Continue with email' }).click()
  await expect(change.getByText(`To confirm it is you, we mailed a 6-digit code to ${email}.`)).toBeVisible()
  await change.getByLabel('Code').fill(await mailedCode(email, /is your code to change your email$/))
  await change.getByRole('button', { name: 'Verify' }).click()
  await expect(
    change.getByText(`Now the code we mailed to ${next}, to confirm the address is yours.`),
  ).toBeVisible()
  await change.getByLabel('Code').fill(await mailedCode(next, /confirms your new email$/))
  await change.getByRole('button', { name: 'Verify' }).click()
  // Shown cut to 30 characters (SPEC §9), whole in its title.
  // Cut before the @, so the domain stays whole: 15 + '...' + '@example.com' is 30.
  await expect(account.getByTitle(next)).toHaveText(`${next.slice(0, 15)}...@example.com`)
  // The same account under its new email: its account type is still shown.
  await expect(account.getByRole('button', { name: 'Switch to smart account' })).toBeVisible()

  // Signed out, the new address logs this browser in to the same wallet, with no new recovery code.
  await disconnectFromAccount(page)
  const again = await logIn(page, next)
  expect(again).toEqual({ address })
})

test("the frame answers safe methods at once, refuses smart-account ones with 'Action not allowed' and anything else with 'Requested RPC call is not allowed'", async ({
  page,
}) => {
  await page.goto('/')
  const { address } = await logIn(page, freshEmail())
  await page.keyboard.press('Escape')
  // The app's own page, the frame's parent, asks directly (as its provider would).
  const ask = (method: string, params: unknown[] = []) =>
    page.evaluate(
      ([m, p, secure]) =>
        new Promise<unknown>((resolve) => {
          const frame = document.querySelector<HTMLIFrameElement>('iframe[title="Latch wallet"]')!
          const id = `probe-${Math.random().toString(36).slice(2)}`
          addEventListener('message', (e) => {
            if (e.origin === secure && e.data?.id === id)
              resolve({ type: e.data.type, payload: e.data.payload })
          })
          frame.contentWindow!.postMessage(
            {
              protocol: 'latch-frame/1',
              id,
              type: 'RPC_REQUEST',
              payload: { method: m, params: p, chainId: 31337 },
            },
            secure as string,
          )
        }),
      [method, params, SECURE_SITE] as const,
    )
  expect(await ask('eth_chainId')).toEqual({ type: 'SUCCESS', payload: { value: '0x7a69' } })
  expect(await ask('eth_accounts')).toEqual({ type: 'SUCCESS', payload: { value: [address] } })
  expect(await ask('eth_sign', [address, '0x68'])).toMatchObject({
    type: 'ERROR',
    payload: { message: 'Requested RPC call is not allowed' },
  })
  expect(await ask('wallet_grantPermissions', [{}])).toMatchObject({
    type: 'ERROR',
    payload: { message: 'Action not allowed' },
  })
  // Nothing asked for an approval.
  await expect(page.getByRole('dialog')).toBeHidden()
})
