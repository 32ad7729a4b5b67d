import type { NameAvailability } from '@latch/core'
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react'
import { useLatchInstance } from '../../context.ts'
import { useLatchSelector } from '../../hooks.ts'
import { useLoaded } from '../../lazy.ts'
import { useModalKit } from '../../modal/kit-context.ts'

const CHECK_DEBOUNCE_MS = 300

/**
 * RegisterAccountName: a name with live availability and suggestions; registering asks the wallet to
 * sign, then the server records it (SPEC §4 Name registration).
 */
export function RegisterNameView(): ReactNode {
  const { featureRules } = useModalKit()
  const rules = useLoaded(featureRules)
  return rules ? (
    <RegisterNameForm nameLabel={rules.nameLabel} invalidName={rules.latchError('NAME_INVALID')} />
  ) : null
}

/** The registration form, once the name rules are in hand. */
function RegisterNameForm({
  nameLabel,
  invalidName,
}: {
  nameLabel: (text: string, zone: string) => string | undefined
  /** The error a name that is not one shows. */
  invalidName: Error
}): ReactNode {
  const { strings: en } = useModalKit()
  const latch = useLatchInstance()
  const zone = latch.options.nameZone
  const registration = useLatchSelector((s) => s.nameRegistration)
  const [text, setText] = useState(nameLabel(registration.name ?? '', zone) ?? '')
  const [check, setCheck] = useState<
    | { status: 'idle' }
    | { status: 'checking' }
    | { status: 'done'; result: NameAvailability }
    | { status: 'error'; message: string }
  >({ status: 'idle' })
  const id = useId()
  const label = nameLabel(text, zone)
  const busy = registration.status === 'signing' || registration.status === 'registering'

  useEffect(() => {
    if (!label) {
      setCheck({ status: 'idle' })
      return
    }
    let live = true
    setCheck({ status: 'checking' })
    const t = setTimeout(() => {
      latch.account.checkName(label).then(
        (result) => live && setCheck({ status: 'done', result }),
        (e: unknown) => live && setCheck({ status: 'error', message: (e as Error).message }),
      )
    }, CHECK_DEBOUNCE_MS)
    return () => {
      live = false
      clearTimeout(t)
    }
  }, [latch, label])

  const invalid = text.trim() !== '' && !label ? latch.describeError(invalidName) : undefined
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!label || busy) return
    void latch.account.registerName(label).catch(() => {
      // Shown from the registration state; the view stays (SPEC §4).
    })
  }
  const result = check.status === 'done' ? check.result : undefined
  const message =
    invalid ??
    (check.status === 'error' ? check.message : undefined) ??
    (registration.status === 'error' ? registration.error : undefined)
  return (
    <form className="latch-form" onSubmit={submit} noValidate aria-busy={busy || undefined}>
      <label htmlFor={`${id}-name`}>{en.name}</label>
      <div className="latch-input-row">
        <input
          id={`${id}-name`}
          autoComplete="off"
          spellCheck={false}
          maxLength={63}
          aria-describedby={`${id}-hint`}
          value={text}
          disabled={busy}
          onChange={(e) => setText(e.target.value)}
        />
        <span className="latch-suffix">.{zone}</span>
      </div>
      <p id={`${id}-hint`} className="latch-muted latch-small" aria-live="polite">
        {check.status === 'checking'
          ? en.checking
          : result
            ? result.available
              ? en.available(result.name)
              : result.yours
                ? en.alreadyYours(result.name)
                : en.taken(result.name)
            : en.nameHint}
      </p>
      <p className="latch-problem" role="alert">
        {message ?? ''}
      </p>
      {result?.suggestions.some((s) => s.available) ? (
        <>
          <p className="latch-muted latch-small">{en.suggestions}</p>
          <ul className="latch-chips">
            {result.suggestions
              .filter((s) => s.available)
              .map((s) => (
                <li key={s.name}>
                  <button
                    type="button"
                    className="latch-chip"
                    onClick={() => setText(nameLabel(s.name, zone) ?? s.name)}
                  >
                    {s.name}
                  </button>
                </li>
              ))}
          </ul>
        </>
      ) : null}
      {registration.status === 'signing' ? <p className="latch-muted">{en.signToRegister}</p> : null}
      <button
        type="submit"
        className="latch-button"
        disabled={busy || !label || result?.available === false}
        aria-busy={busy || undefined}
      >
        {busy ? en.registering : en.register}
      </button>
    </form>
  )
}
