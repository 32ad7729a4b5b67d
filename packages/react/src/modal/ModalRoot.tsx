import { localeDirection } from '@latch/core/internal/i18n/direction'
import type { ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { useLatchSelector } from '../hooks.ts'
import { useLocale } from '../i18n/locale-context.ts'
import { pickerCss } from '../picker/styles.ts'
import { accountCss } from '../views/account/styles.ts'
import { Announcer } from './Announcer.tsx'
import { Dialog } from './Dialog.tsx'
import { formCss } from './form-styles.ts'
import { modalCss } from './styles.ts'
import { Toasts } from './Toasts.tsx'
import { themeStyle } from './theme.ts'
import { useTelegram } from './useTelegram.ts'

/** The modal's lazily loaded entry: a themed portal on `document.body` holding the dialog and the toasts. */
export default function ModalRoot(): ReactNode {
  const open = useLatchSelector((s) => s.modal.open)
  const themeMode = useLatchSelector((s) => s.theme.themeMode)
  const themeVariables = useLatchSelector((s) => s.theme.themeVariables)
  const locale = useLocale()
  const telegram = useTelegram()
  if (typeof document === 'undefined') return null
  return createPortal(
    <div
      className="latch-root"
      data-theme={themeMode}
      style={{ ...themeStyle(themeVariables), ...telegram.style }}
      onClickCapture={telegram.onClickCapture}
      lang={locale}
      dir={localeDirection(locale)}
    >
      <style href="latch-modal" precedence="latch">
        {modalCss + pickerCss + formCss + accountCss}
      </style>
      {open ? <Dialog /> : null}
      <Toasts />
      <Announcer />
    </div>,
    document.body,
  )
}
