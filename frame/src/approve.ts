/**
 * The page the device approval link opens, on the wallet's own origin (never framed). It shows what is
 * being approved; on Approve, if this browser holds the wallet's device share, it hands it over,
 * encrypted to the new browser's key, so the new browser needs no recovery code.
 */
import { api } from './api.ts'
import { sealForDevice } from './handover.ts'
import { deviceId, loadDeviceShare } from './store.ts'
import { el, show } from './surface.ts'

const token = new URLSearchParams(location.search).get('token') ?? ''

const heading = (text: string) => {
  const h = el('h1', { text })
  h.tabIndex = -1
  return h
}
const message = (title: string, text: string) => {
  const h = heading(title)
  show([h, el('p', { text })])
  h.focus()
}
const problem = (e: unknown) =>
  message(
    'This link does not work',
    e instanceof Error ? e.message : 'Something went wrong: ask for a new link',
  )

async function main(): Promise<void> {
  const request = await api.deviceRequest(token)
  const share = await loadDeviceShare(request.address)
  const details = el(
    'dl',
    {},
    el('dt', { text: 'Account' }),
    el('dd', { text: request.email }),
    el('dt', { text: 'Wallet' }),
    el('dd', { text: request.address, className: 'mono' }),
    el('dt', { text: 'Asked at' }),
    el('dd', { text: new Date(request.requestedAt).toLocaleString() }),
  )
  const approve = el('button', { text: 'Approve', className: 'primary' })
  approve.type = 'button'
  approve.addEventListener('click', () => {
    approve.disabled = true
    const body = share
      ? sealForDevice(request.publicKey, share).then(async (handover) => ({
          token,
          handover,
          fromDeviceId: await deviceId(),
        }))
      : Promise.resolve({ token })
    body
      .then((b) => api.approveDevice(b))
      .then(({ handedOver }) =>
        message(
          'Approved',
          handedOver
            ? 'Go back to the new browser: it opens your wallet now. You can close this page.'
            : 'Go back to the new browser: it asks for your recovery code to open your wallet. You can close this page.',
        ),
      )
      .catch(problem)
  })
  const h = heading('Approve a new browser?')
  show([
    h,
    el('p', { text: 'Approve only if you just asked to log in with this address on another browser.' }),
    details,
    el('p', {
      text: share
        ? 'This browser holds this wallet: approving hands it to the new browser, encrypted so that only the new browser can open it.'
        : 'This browser does not hold this wallet: after approving, the new browser asks for your recovery code.',
    }),
    el('div', { className: 'actions' }, approve),
  ])
  h.focus()
}

main().catch(problem)
