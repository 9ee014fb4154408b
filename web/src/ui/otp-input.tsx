import { type ClipboardEvent, type KeyboardEvent, useRef } from 'react';
import { useLanguage } from '../i18n/language-context.tsx';
import { useT } from '../i18n/use-t.ts';
import { localDigits, toLatinDigits } from '../lib/format/digits.ts';
import './otp.css';

const length = 6;
/** Persian digits typed on a Persian keyboard count as the same digits. */
const digitsOf = (text: string) => toLatinDigits(text).replace(/\D/g, '');

export interface OtpInputProps {
  value: string;
  onChange(value: string): void;
  disabled?: boolean;
  invalid?: boolean;
}

/** Six one-digit boxes; typing moves on, Backspace moves back, and pasting a whole code fills every box. */
export function OtpInput({ value, onChange, disabled, invalid }: OtpInputProps) {
  const t = useT();
  const { language } = useLanguage();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  // The code as typed so far, ahead of the render: a fast typist (or a busy phone) sends the next digit before React
  // has rendered the last one, and building on the rendered value would drop a digit.
  const typed = useRef(value);
  typed.current = value;
  // Focus moves at once, in the event, so the next keystroke lands in the next box whether or not React has rendered.
  const focus = (index: number) => boxes.current[Math.max(0, Math.min(length - 1, index))]?.focus();
  const change = (next: string) => {
    typed.current = next;
    onChange(next);
  };

  function put(index: number, text: string) {
    // Typing over a filled box leaves the old digit in the box's text; keep only what is new. Autofill and
    // keyboards that insert a whole code put all six digits into one box: they spread over the boxes.
    const old = typed.current[index];
    const digits = digitsOf(old && text.length > 1 ? text.replace(old, '') : text);
    if (!digits) return;
    const next = (typed.current.slice(0, index) + digits).slice(0, length);
    change(next);
    focus(next.length);
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Backspace') return;
    event.preventDefault();
    const cut = typed.current[index] ? index : index - 1;
    if (cut < 0) return;
    change(typed.current.slice(0, cut));
    focus(cut);
  }

  function onPaste(event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const digits = digitsOf(event.clipboardData.getData('text')).slice(0, length);
    change(digits);
    focus(digits.length);
  }

  return (
    // Digits read left to right in Persian too.
    <fieldset className="otp" dir="ltr" aria-invalid={invalid || undefined}>
      <legend className="visually-hidden">{t('WEB_OTP_CODE')}</legend>
      {Array.from({ length }, (_, index) => (
        <input
          // biome-ignore lint/suspicious/noArrayIndexKey: the six boxes are positions, not items
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          className="otp-box"
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          // The position in the page's digits: «رقم ۱ از ۶», not «رقم 1 از ۶».
          aria-label={t('WEB_OTP_DIGIT', { position: localDigits(String(index + 1), language) })}
          value={value[index] ?? ''}
          disabled={disabled}
          // Boxes fill in order: clicking a later empty box continues at the first empty one.
          onFocus={() => {
            if (index > typed.current.length) focus(typed.current.length);
          }}
          onChange={(event) => put(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={onPaste}
          data-testid={`otp-${index}`}
        />
      ))}
    </fieldset>
  );
}
