import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FieldFrame } from './field.tsx';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> {
  label: ReactNode;
  options: SelectOption[];
  /** A first, empty choice such as "Choose…"; its value is ''. */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select: the platform's own list is the most accessible one on phones. */
export function SelectField({
  label,
  options,
  placeholder,
  hint,
  error,
  required,
  className,
  ...select
}: SelectFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} required={required}>
      {(control) => (
        <select className={`field-control ${className ?? ''}`} {...select} {...control}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
