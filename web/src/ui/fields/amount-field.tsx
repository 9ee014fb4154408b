import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { useLanguage } from '../../i18n/language-context.tsx';
import { groupAmountText } from '../../lib/format/parse-amount.ts';
import { type BoxFieldProps, FieldFrame } from './field.tsx';

/** `value` is the text as typed (grouped); read it with `parseAmount` from lib/format/parse-amount.ts on submit. */
export interface AmountFieldProps extends BoxFieldProps {
  /** The unit shown after the box, e.g. t('WEB_CURRENCY_RIAL'). */
  unit?: ReactNode;
}

/**
 * An amount in integer Rials, typed with Persian or Latin digits and regrouped as one types (۱۲٬۳۴۵٬۶۷۸ in fa,
 * 12,345,678 in en). The caret keeps its place counted from the end, so regrouping never throws it elsewhere.
 * Usage: `const [text, setText] = useState(formatAmount(rials, language))` … `parseAmount(text)` → Rials.
 */
export function AmountField({ label, value, onChange, unit, hint, error, required, ref, ...input }: AmountFieldProps) {
  const { language } = useLanguage();
  const box = useRef<HTMLInputElement | null>(null);
  const caretFromEnd = useRef<number | null>(null);

  useLayoutEffect(() => {
    const element = box.current;
    if (caretFromEnd.current === null || !element || document.activeElement !== element) return;
    const position = Math.max(0, value.length - caretFromEnd.current);
    element.setSelectionRange(position, position);
    caretFromEnd.current = null;
  }, [value]);

  return (
    <FieldFrame label={label} hint={hint} error={error} required={required}>
      {(control) => (
        <div className="field-amount">
          <input
            ref={(element) => {
              box.current = element;
              if (typeof ref === 'function') ref(element);
              else if (ref) ref.current = element;
            }}
            className="field-control"
            inputMode="numeric"
            autoComplete="off"
            value={value}
            onChange={(event) => {
              const typed = event.target.value;
              caretFromEnd.current = typed.length - (event.target.selectionStart ?? typed.length);
              onChange(groupAmountText(typed, language));
            }}
            {...input}
            {...control}
          />
          {unit && <span className="field-unit">{unit}</span>}
        </div>
      )}
    </FieldFrame>
  );
}
