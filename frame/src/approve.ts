/**
 * The page the device approval link opens, on the wallet's own origin (never framed). It shows what is
 * being approved and asks for the code the new browser shows; on Approve, when the codes match and this
 * browser holds the wallet's device share, it hands it over, encrypted to the new browser's key, so the
 * new browser needs no recovery code.
 */

import { browserLocale } from '@latch/core'
import { api } from './api.ts'
import { handoverCode, normaliseHandoverCode, sealForDevice } from './handover.ts'
import { setLocale, t } from './i18n/index.ts'
import { deviceId, loadDeviceShare } from './store.ts'
import { codeField, el, show } from './surface.ts'

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
const problem = (e: unknown) => message(t().linkBroken, e instanceof Error ? e.message : t().linkProblem)

async function main(): Promise<void> {
  // Opened from a mail, on its own: it speaks the browser's language.
  await setLocale(browserLocale(navigator.languages)).catch(() => {})
  const request = await api.deviceRequest(token)
  const share = (await loadDeviceShare(request.address))?.share
  const details = el(
    'dl',
    {},
    el('dt', { text: t().account }),
    el('dd', { text: request.email }),
    el('dt', { text: t().wallet }),
    el('dd', { text: request.address, className: 'mono' }),
    el('dt', { text: t().askedAt }),
    el('dd', { text: new Date(request.requestedAt).toLocaleString(document.documentElement.lang) }),
  )
  // The new browser shows a code derived from its key; this page derives it from the key the server
  // handed it. Typing what the new browser shows proves the two are one key: a key swapped on the way
  // (in the database, or in transit) gives another code and nothing is approved or handed over.
  const expected = await handoverCode(request.publicKey, request.email)
  const { input, label, problem: problemText } = codeField('device-code', t().deviceCodeLabel)
  const approve = el('button', { text: t().approve, className: 'primary' })
  approve.type = 'button'
  const submit = () => {
    if (approve.disabled) return
    problemText.textContent = ''
    const typed = normaliseHandoverCode(input.value)
    if (!typed) {
      problemText.textContent = t().deviceCodeShape
      return input.focus()
    }
    if (typed !== expected) return message(t().codesDiffer, t().codesDifferText)
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
      .then(({ handedOver }) => message(t().approved, handedOver ? t().handedOver : t().notHandedOver))
      .catch(problem)
  }
  approve.addEventListener('click', submit)
  input.addEventListener('keydown', (e) => {
    if (e.key === 'Enter') submit()
  })
  const h = heading(t().approveTitle)
  show([
    h,
    el('p', { text: t().approveOnly }),
    details,
    el('p', {
      text: share ? t().holds : t().holdsNot,
    }),
    el('div', { className: 'form' }, label, input, problemText),
    el('div', { className: 'actions' }, approve),
  ])
  h.focus()
}

main().catch(problem)
