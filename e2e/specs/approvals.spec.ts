/**
 * Approvals that say what is signed: the embedded wallet's frame shows an ERC-20 transfer by its receiver
 * and amount, an unlimited allowance flagged, a permit as the allowance it grants, and typed data for
 * another network behind an acknowledgement, named as the app names networks; in light and dark, in the
 * visual baselines. The requests come from the app's page, as its provider sends them.
 */
import { expect, type Page, test } from '@playwright/test'
import { encodeFunctionData, type Hex, maxUint256, parseAbi, parseUnits, verifyTypedData } from 'viem'
import { approveInFrame, freshEmail, logIn, pressInFrame, SECURE_SITE, walletFrame } from './email-helpers.ts'
import { LUSD } from './helpers.ts'

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ROUTER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const erc20 = parseAbi([
  'function transfer(address to, uint256 amount)',
  'function approve(address spender, uint256 amount)',
])

/** Sends an RPC request to the frame as the app's provider does; resolves with the frame's answer. */
function ask(page: Page, method: string, params: unknown[]): Promise<{ type: string; payload: unknown }> {
  return page.evaluate(
    ({ method, params, secure }) =>
      new Promise<{ type: string; payload: unknown }>((resolve) => {
        const frame = document.querySelector<HTMLIFrameElement>('iframe[title="Latch wallet"]')!
        const id = crypto.randomUUID()
        const on = (e: MessageEvent) => {
          if (e.origin !== secure || e.data?.id !== id) return
          removeEventListener('message', on)
          resolve(e.data)
        }
        addEventListener('message', on)
        frame.contentWindow!.postMessage(
          { protocol: 'latch-frame/1', id, type: 'RPC_REQUEST', payload: { method, params, chainId: 31337 } },
          secure,
        )
      }),
    { method, params, secure: SECURE_SITE },
  )
}

/** The approval dialog as the visitor sees it, frame included, once Approve is armed (or held back). */
async function snap(page: Page, name: string, armed = true): Promise<void> {
  await page.mouse.move(0, 0)
  if (armed) await expect(walletFrame(page).getByRole('button', { name: 'Approve' })).toBeEnabled()
  await expect(page.getByRole('dialog', { name: 'Approve' })).toHaveScreenshot(`${name}.png`, {
    animations: 'disabled',
    maxDiffPixelRatio: 0.002,
  })
}

const reject = async (page: Page, answer: Promise<{ type: string }>) => {
  await pressInFrame(page, 'Reject')
  expect((await answer).type).toBe('ERROR')
}

const permit = (owner: string, chainId: number) => ({
  domain: { name: 'Latch USD', version: '1', chainId, verifyingContract: LUSD },
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
    Permit: [
      { name: 'owner', type: 'address' },
      { name: 'spender', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'nonce', type: 'uint256' },
      { name: 'deadline', type: 'uint256' },
    ],
  },
  primaryType: 'Permit',
  message: { owner, spender: ROUTER, value: '2500000', nonce: '0', deadline: '1893456000' },
})

for (const theme of ['dark', 'light'] as const) {
  test(`approvals say what is signed, ${theme}`, async ({ page }) => {
    test.setTimeout(90_000)
    await page.goto('/?locale=en')
    await page.getByLabel('Theme', { exact: true }).selectOption(theme)
    const { address } = await logIn(page, freshEmail())
    await page.keyboard.press('Escape')
    const frame = walletFrame(page)

    // An ERC-20 transfer: the receiver and the amount in LUSD, not the token contract and 0 ETH.
    let answer = ask(page, 'eth_sendTransaction', [
      {
        from: address,
        to: LUSD,
        data: encodeFunctionData({
          abi: erc20,
          functionName: 'transfer',
          args: [ALICE, parseUnits('19.4885', 6)],
        }),
      },
    ])
    await expect(frame.getByRole('heading', { name: 'Send token' })).toBeVisible()
    await expect(frame.getByText('19.4885 LUSD')).toBeVisible()
    await expect(frame.getByText(ALICE, { exact: true })).toBeVisible()
    await expect(frame.getByText('Latch Devnet A (Chain 31337)', { exact: true })).toBeVisible()
    await snap(page, `approve-transfer-${theme}`)
    await reject(page, answer)

    // An unlimited approve: flagged before anything else.
    answer = ask(page, 'eth_sendTransaction', [
      {
        from: address,
        to: LUSD,
        data: encodeFunctionData({ abi: erc20, functionName: 'approve', args: [ROUTER, maxUint256] }),
      },
    ])
    await expect(frame.getByRole('heading', { name: 'Allow spending' })).toBeVisible()
    await expect(frame.getByRole('alert')).toHaveText(
      'Unlimited: the spender can take all your LUSD, now and later, until you revoke it',
    )
    await expect(frame.getByText('Unlimited', { exact: true })).toBeVisible()
    await snap(page, `approve-unlimited-${theme}`)
    await reject(page, answer)

    // A batch (ERC-5792): one approval names each call and says the calls run one after another.
    answer = ask(page, 'wallet_sendCalls', [
      {
        version: '2.0.0',
        chainId: '0x7a69',
        from: address,
        atomicRequired: false,
        calls: [
          { to: ALICE, value: '0x5af3107a4000' },
          {
            to: LUSD,
            data: encodeFunctionData({
              abi: erc20,
              functionName: 'transfer',
              args: [ROUTER, parseUnits('0.2', 6)],
            }),
          },
        ],
      },
    ])
    await expect(frame.getByRole('heading', { name: 'Send 2 calls one by one' })).toBeVisible()
    await expect(frame.getByText('0.0001 ETH')).toBeVisible()
    await snap(page, `approve-batch-${theme}`)
    await reject(page, answer)

    // A permit (EIP-2612): the allowance it grants, with its end.
    answer = ask(page, 'eth_signTypedData_v4', [address, JSON.stringify(permit(address, 31337))])
    await expect(frame.getByRole('heading', { name: 'Allow spending' })).toBeVisible()
    await expect(frame.getByText('2.5 LUSD')).toBeVisible()
    await expect(frame.getByText(ROUTER, { exact: true })).toBeVisible()
    await snap(page, `approve-permit-${theme}`)
    await reject(page, answer)

    // Typed data for another network: Approve waits for the visitor to acknowledge it; then it signs.
    const other = permit(address, 31338)
    answer = ask(page, 'eth_signTypedData_v4', [address, JSON.stringify(other)])
    await expect(
      frame.getByText('This signature is for Latch Devnet B (Chain 31338), not the network you are on'),
    ).toBeVisible()
    const approve = frame.getByRole('button', { name: 'Approve' })
    await page.waitForTimeout(700)
    await expect(approve).toBeDisabled()
    await snap(page, `approve-other-chain-${theme}`, false)
    await frame.getByRole('checkbox', { name: 'I understand it is for another network' }).check()
    await approveInFrame(page)
    const signed = (await answer) as { type: string; payload: { value: Hex } }
    expect(signed.type).toBe('SUCCESS')
    const { EIP712Domain: _, ...types } = other.types
    expect(
      await verifyTypedData({
        address: address as Hex,
        domain: { ...other.domain, verifyingContract: other.domain.verifyingContract as Hex },
        types,
        primaryType: 'Permit',
        message: {
          owner: address as Hex,
          spender: ROUTER,
          value: 2500000n,
          nonce: 0n,
          deadline: 1893456000n,
        },
        signature: signed.payload.value,
      }),
    ).toBe(true)
  })
}
