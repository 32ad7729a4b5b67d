import { type ReactNode, useId, useRef, useState } from 'react'
import { ChevronGlyph } from '../icons/glyphs.tsx'
import { Listbox, type ListboxProps } from './Listbox.tsx'

/** Props of {@link SelectField}: its list's (`label` is the field's visible label too), and the button's. */
export type SelectFieldProps = Pick<
  ListboxProps,
  'label' | 'options' | 'selected' | 'onSelect' | 'searchLabel' | 'noMatch' | 'empty'
> & {
  disabled?: boolean
  /** What the button shows when it is not the chosen option's icon and label (a skeleton, a prompt). */
  shown?: { icon?: ReactNode; text: ReactNode }
}

/**
 * A form field that picks one option: a labelled button showing the chosen option (its icon and label)
 * that opens the designed {@link Listbox} below it. A choice or Escape closes the list and gives focus
 * back to the button. The one replacement for a native `<select>` in the modal's forms.
 *
 * @example
 * <SelectField label="Currency" options={[{ id: 'USD', label: 'USD' }]} selected="USD"
 *   onSelect={setFiat} searchLabel="Search" noMatch="No currency matches" />
 */
export function SelectField(props: SelectFieldProps): ReactNode {
  const id = useId()
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const chosen = props.options.find((o) => o.id === props.selected)
  const close = () => {
    setOpen(false)
    button.current?.focus()
  }
  const icon = props.shown ? props.shown.icon : chosen?.icon
  return (
    <>
      <span id={`${id}-label`} className="latch-label">
        {props.label}
      </span>
      <button
        ref={button}
        type="button"
        className="latch-select"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-labelledby={`${id}-label ${id}-value`}
        disabled={props.disabled}
        onClick={() => setOpen(!open)}
      >
        {icon ?? null}
        <span id={`${id}-value`} className="latch-option-main">
          {props.shown ? props.shown.text : <span>{chosen?.label}</span>}
        </span>
        <ChevronGlyph />
      </button>
      {open ? (
        <Listbox
          label={props.label}
          options={props.options}
          selected={props.selected}
          onSelect={(choice) => {
            props.onSelect(choice)
            close()
          }}
          onEscape={close}
          searchLabel={props.searchLabel}
          noMatch={props.noMatch}
          {...(props.empty ? { empty: props.empty } : {})}
          autoFocus
        />
      ) : null}
    </>
  )
}
