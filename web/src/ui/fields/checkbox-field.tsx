import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import './fields.css';

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: ReactNode;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A checkbox with its label beside it (the whole label toggles it). */
export function CheckboxField({ label, hint, className, ...input }: CheckboxFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="field field-check">
      <input
        id={id}
        type="checkbox"
        className={`field-checkbox ${className ?? ''}`}
        aria-describedby={hintId}
        {...input}
      />
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
    </div>
  );
}
