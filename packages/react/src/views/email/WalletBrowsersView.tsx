import type { DeviceInfo } from '@latch/core'
import { type ReactNode, useCallback, useEffect, useState } from 'react'
import { useLatchInstance } from '../../context.ts'
import { useLocale } from '../../i18n/locale-context.ts'
import { useModalKit } from '../../modal/kit-context.ts'

type Loaded =
  | { status: 'loading' }
  | { status: 'ready'; devices: readonly DeviceInfo[] }
  | { status: 'error'; message: string }

/**
 * WalletBrowsers (a Latch addition beside UpdateEmailWallet): the embedded wallet's approved browsers,
 * each with its name, when it was added and last used, and Remove for every browser but this one, or
 * all of them at once. A removed browser's sessions end at once; it must be approved again to log in.
 */
export function WalletBrowsersView(): ReactNode {
  const { strings: en, intlLocale } = useModalKit()
  const locale = useLocale()
  const latch = useLatchInstance()
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' })
  const [busy, setBusy] = useState<string | undefined>()
  const [said, setSaid] = useState('')
  const load = useCallback(
    () =>
      latch.email.devices().then(
        (devices) => setLoaded({ status: 'ready', devices }),
        (e: unknown) => setLoaded({ status: 'error', message: e instanceof Error ? e.message : String(e) }),
      ),
    [latch],
  )
  useEffect(() => {
    void load()
  }, [load])
  const date = new Intl.DateTimeFormat(intlLocale(locale), {
    dateStyle: 'medium',
    timeStyle: 'short',
  })
  const nameOf = (d: DeviceInfo) =>
    d.browser && d.os ? en.browserOn(d.browser, d.os) : d.browser || d.os || en.unknownBrowser
  const revoke = async (id: string, name?: string) => {
    setBusy(id)
    setSaid('')
    try {
      const n = await latch.email.revokeDevice(id)
      setSaid(name ? en.browserRemoved(name) : en.browsersRemoved(n))
      await load()
    } catch (e) {
      setLoaded({ status: 'error', message: e instanceof Error ? e.message : String(e) })
    } finally {
      setBusy(undefined)
    }
  }
  if (loaded.status === 'loading')
    return (
      <div className="latch-center">
        <span className="latch-spinner" role="status" aria-label={en.loading} />
      </div>
    )
  if (loaded.status === 'error')
    return (
      <p className="latch-problem" role="alert">
        {loaded.message}
      </p>
    )
  const others = loaded.devices.filter((d) => !d.current)
  return (
    <div className="latch-form" aria-busy={busy ? true : undefined}>
      <p className="latch-muted">{en.browsersIntro}</p>
      <ul className="latch-browsers">
        {loaded.devices.map((d) => {
          const name = nameOf(d)
          return (
            <li key={d.id}>
              <div className="latch-browser-text">
                <strong>{name}</strong>
                {d.current ? <span className="latch-muted latch-small">{en.thisBrowser}</span> : null}
                <span className="latch-muted latch-small">
                  {en.browserAdded(date.format(new Date(d.approvedAt)))}
                  {d.lastUsedAt ? ` · ${en.browserLastUsed(date.format(new Date(d.lastUsedAt)))}` : ''}
                </span>
              </div>
              {d.current ? null : (
                <button
                  type="button"
                  className="latch-button"
                  data-variant="secondary"
                  aria-label={en.removeBrowserLabel(name)}
                  disabled={busy !== undefined}
                  onClick={() => void revoke(d.id, name)}
                >
                  {en.removeBrowser}
                </button>
              )}
            </li>
          )
        })}
      </ul>
      {others.length > 1 ? (
        <button
          type="button"
          className="latch-button"
          disabled={busy !== undefined}
          onClick={() => void revoke('others')}
        >
          {en.signOutEverywhere}
        </button>
      ) : null}
      <p className="latch-muted" role="status">
        {said}
      </p>
    </div>
  )
}
