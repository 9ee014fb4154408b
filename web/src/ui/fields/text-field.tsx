import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldFrame } from './field.tsx';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A box for digits (an id, a barcode, a postal code): a numeric keyboard, left to right in fa too, never autofilled. */
export const digitsInput = { inputMode: 'numeric', dir: 'ltr', autoComplete: 'off' } as const;

/** A labelled text input (text, email, number, tel, password…). `dir="ltr"` suits e-mails and codes in fa too. */
export function TextField({ label, hint, error, required, className, ...input }: TextFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} required={required}>
      {(control) => <input className={`field-control ${className ?? ''}`} {...input} {...control} />}
    </FieldFrame>
  );
}
