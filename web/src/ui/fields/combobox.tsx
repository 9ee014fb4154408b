import { type KeyboardEvent, type Ref, useId, useMemo, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { matchesWords } from '../../lib/format/search-text.ts';
import { FieldFrame, type FieldControlProps } from './field.tsx';
import './combobox.css';

export interface ComboOption {
  id: number;
  /** What the box shows once chosen, e.g. "1101 صندوق". */
  label: string;
  /** A muted second line in the list, e.g. the account's parent. */
  detail?: string;
  /** Extra words a search may match (the English name, the code without digits converted). */
  keywords?: string;
}

export interface ComboboxProps {
  options: readonly ComboOption[];
  value: number | null;
  onChange(id: number | null): void;
  /** The field's name; shown above the box, or only to screen readers with `labelHidden` (a table cell). */
  label: string;
  labelHidden?: boolean;
  /** The input's id, with `labelHidden` (a form field gets its own from the label). */
  id?: string;
  error?: string;
  required?: boolean;
  placeholder?: string;
  disabled?: boolean;
  /** Enter on a closed list (or after choosing with Enter): the editor moves to the next cell. */
  onCommit?(): void;
  ref?: Ref<HTMLInputElement>;
  'data-testid'?: string;
  /** At most this many matches are listed; typing more narrows them. */
  maxShown?: number;
  /** The text as typed, for a picker whose options are a server search's matches for it. */
  onTextChange?(text: string): void;
}

/**
 * A searchable select on the WAI-ARIA combobox pattern: type words of the label or keywords, ArrowUp/ArrowDown move
 * through the matches, Enter or Tab chooses, Escape puts the chosen value back, clearing the text clears the value.
 */
export function Combobox(props: ComboboxProps) {
  const { label, labelHidden, error, required } = props;
  if (labelHidden) {
    return (
      <div className={`combobox${error ? ' field-invalid' : ''}`}>
        <ComboboxControl
          {...props}
          control={{ id: props.id, 'aria-label': label, 'aria-invalid': error ? true : undefined }}
        />
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
      </div>
    );
  }
  return (
    <FieldFrame label={label} error={error} required={required}>
      {(control) => (
        <div className="combobox">
          <ComboboxControl {...props} control={control} />
        </div>
      )}
    </FieldFrame>
  );
}

type ControlAria = Partial<FieldControlProps> & { id?: string; 'aria-label'?: string };

function ComboboxControl({
  options,
  value,
  onChange,
  placeholder,
  disabled,
  onCommit,
  ref,
  maxShown = 50,
  onTextChange,
  control,
  label: _label,
  labelHidden: _labelHidden,
  id: _id,
  error: _error,
  required: _required,
  ...rest
}: ComboboxProps & { control: ControlAria }) {
  const t = useT();
  const listId = useId();
  const chosen = options.find((option) => option.id === value) ?? null;
  const [typed, setTyped] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  // An option reached with the arrow keys is chosen by Enter or Tab even when nothing was typed.
  const [moved, setMoved] = useState(false);
  const text = typed ?? chosen?.label ?? '';

  const matches = useMemo(() => {
    const found = typed ? options.filter((o) => matchesWords(`${o.label} ${o.keywords ?? ''}`, typed)) : options;
    return found.slice(0, maxShown);
  }, [options, typed, maxShown]);

  function choose(option: ComboOption | undefined) {
    if (option) onChange(option.id);
    setTyped(null);
    setOpen(false);
    setMoved(false);
  }

  function close() {
    if (typed !== null && typed.trim() === '') onChange(null);
    setTyped(null);
    setOpen(false);
    setMoved(false);
  }

  const picking = open && (moved || (typed !== null && typed.trim() !== ''));

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const move = (by: number) => {
      event.preventDefault();
      if (!open) return setOpen(true);
      setActive((index) => Math.min(Math.max(index + by, 0), Math.max(matches.length - 1, 0)));
      setMoved(true);
    };
    if (event.key === 'ArrowDown') return move(1);
    if (event.key === 'ArrowUp') return move(-1);
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setTyped(null);
      setOpen(false);
      return;
    }
    if (event.key === 'Enter') {
      event.preventDefault();
      if (picking) choose(matches[active]);
      else close();
      onCommit?.();
      return;
    }
    if (event.key === 'Tab' && picking) choose(matches[active]);
  }

  const activeId = open && matches[active] ? `${listId}-${matches[active].id}` : undefined;
  return (
    <>
      <input
        ref={ref}
        className="field-control combobox-input"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        autoComplete="off"
        value={text}
        placeholder={placeholder}
        disabled={disabled}
        onChange={(event) => {
          setTyped(event.target.value);
          onTextChange?.(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onClick={() => setOpen(true)}
        onFocus={(event) => event.target.select()}
        onBlur={close}
        onKeyDown={onKeyDown}
        {...rest}
        {...control}
      />
      <div id={listId} role="listbox" className="combobox-list" hidden={!open} aria-label={control['aria-label']}>
        {open &&
          matches.map((option, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard works on the input (aria-activedescendant), not on options
            <div
              key={option.id}
              id={`${listId}-${option.id}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              className="combobox-option"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
              onMouseEnter={() => setActive(index)}
            >
              <span>{option.label}</span>
              {option.detail && <span className="combobox-detail">{option.detail}</span>}
            </div>
          ))}
        {open && matches.length === 0 && <div className="combobox-empty">{t('WEB_COMBOBOX_NO_MATCHES')}</div>}
      </div>
    </>
  );
}
