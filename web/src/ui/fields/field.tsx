import { type ReactNode, type Ref, useId } from 'react';
import { useT } from '../../i18n/use-t.ts';
import './fields.css';

export interface FieldFrameProps {
  label: ReactNode;
  hint?: ReactNode;
  /** An error message (already translated); marks the control invalid and is announced with it. */
  error?: ReactNode;
  required?: boolean;
  /** Renders the control with the ids and aria attributes that tie it to the label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
}

export interface FieldControlProps {
  id: string;
  required?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** What a controlled box of a form takes, whatever the text means (an amount, a date): the text in, changes out. */
export interface BoxFieldProps {
  label: ReactNode;
  value: string;
  onChange(value: string): void;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  name?: string;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
  'data-testid'?: string;
}

/** Label, hint and error around one control, wired for screen readers. Shared by every form field. */
export function FieldFrame({ label, hint, error, required, children }: FieldFrameProps) {
  const t = useT();
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label className="field-label" htmlFor={id}>
        {label}
        {required && (
          <span className="field-required" title={t('WEB_FIELD_REQUIRED')}>
            <span aria-hidden="true"> *</span>
          </span>
        )}
      </label>
      {children({ id, required, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
