import { type KeyboardEvent, useEffect, useState } from 'react';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { addDays, formatCivilDate, parseCivilDate } from '../../lib/format/civil-date.ts';
import { formatDate } from '../../lib/format/format-date.ts';
import { type BoxFieldProps, FieldFrame } from './field.tsx';

/** `value` is ISO `YYYY-MM-DD`, or '' for no date (or text that is not one). */
export type DateFieldProps = BoxFieldProps;

/**
 * A day typed in the page's calendar: fa in Jalali (۱۴۰۵/۰۱/۱۵, Persian or Latin digits), en in Gregorian
 * (2026-04-04); the form holds ISO. Text that is no date gives '' so the contract's schema refuses it
 * (INVALID_DATE) while the box keeps what was typed. ArrowUp/ArrowDown move a day; the hint spells the date out.
 */
export function DateField({ label, value, onChange, hint, error, required, ref, ...input }: DateFieldProps) {
  const t = useT();
  const { language } = useLanguage();
  const [text, setText] = useState(() => formatCivilDate(value, language));

  // A value set from outside (a loaded record, a language switch) replaces the text, unless the text already reads
  // as that value: a half-typed date (value '') is left alone.
  useEffect(() => {
    setText((typed) => ((parseCivilDate(typed, language) ?? '') === value ? typed : formatCivilDate(value, language)));
  }, [value, language]);

  function change(typed: string) {
    setText(typed);
    onChange(parseCivilDate(typed, language) ?? '');
  }

  function step(event: KeyboardEvent<HTMLInputElement>) {
    if ((event.key !== 'ArrowUp' && event.key !== 'ArrowDown') || !value) return;
    event.preventDefault();
    const next = addDays(value, event.key === 'ArrowUp' ? 1 : -1);
    setText(formatCivilDate(next, language));
    onChange(next);
  }

  const spelled = value ? formatDate(`${value}T12:00:00Z`, language, { style: 'long' }) : null;
  return (
    <FieldFrame
      label={label}
      hint={hint ?? spelled ?? t(language === 'fa' ? 'WEB_DATE_FORMAT_JALALI' : 'WEB_DATE_FORMAT_GREGORIAN')}
      error={error}
      required={required}
    >
      {(control) => (
        <input
          ref={ref}
          className="field-control field-date"
          dir="ltr"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          onChange={(event) => change(event.target.value)}
          onKeyDown={step}
          {...input}
          {...control}
        />
      )}
    </FieldFrame>
  );
}
