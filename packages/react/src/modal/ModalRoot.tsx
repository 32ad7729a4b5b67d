import { localeDirection } from '@latch/core/internal/i18n/direction'
import * as React from 'react'
import { type ComponentType, type ReactNode, useState } from 'react'
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

/**
 * React's `Activity` (19.2 and later): a tree rendered at the lowest priority and kept hidden (no layout,
 * no effects, out of the accessibility tree) until shown. Undefined in older React, where the dialog
 * renders on the click as before.
 */
const Activity = (React as { Activity?: ComponentType<{ mode: 'visible' | 'hidden'; children: ReactNode }> })
  .Activity

/**
 * The modal's lazily loaded entry: a themed portal on `document.body` holding the dialog and the toasts.
 * `interest` counts the visitor's signs of interest (pointing at or focusing the button): the first has
 * the closed dialog rendered hidden (its first view), so opening only shows it. A closed dialog is
 * discarded and a fresh one rendered hidden in its place, so every opening starts fresh and is ready.
 */
export default function ModalRoot({ interest = 0 }: { interest?: number }): ReactNode {
  const open = useLatchSelector((s) => s.modal.open)
  const themeMode = useLatchSelector((s) => s.theme.themeMode)
  const themeVariables = useLatchSelector((s) => s.theme.themeVariables)
  const locale = useLocale()
  const telegram = useTelegram()
  // Each close gives the dialog a new key: the hidden tree's update (at idle time) replaces the closed
  // dialog, with its state, by a fresh one. It does not wait for another sign of interest: the visitor
  // has shown theirs, and focus going back to the button is one that may land after that idle render.
  const [closed, setClosed] = useState(0)
  const [wasOpen, setWasOpen] = useState(open)
  if (wasOpen !== open) {
    setWasOpen(open)
    if (!open) setClosed(closed + 1)
  }
  const ahead = interest > 0
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
      {Activity ? (
        <Activity mode={open ? 'visible' : 'hidden'}>
          {open || ahead ? <Dialog key={closed} /> : null}
        </Activity>
      ) : open ? (
        <Dialog />
      ) : null}
      <Toasts />
      <Announcer />
    </div>,
    document.body,
  )
}
