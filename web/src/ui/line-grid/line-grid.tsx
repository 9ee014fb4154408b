import type { ReactNode } from 'react';
import './line-grid.css';

/**
 * The column names over a line grid's rows, and an empty one over the remove buttons. Screen readers skip it: each
 * input carries its own label with the row's number.
 */
export function LineGridHead({ names }: { names: readonly string[] }) {
  return (
    <div className="line-grid-head" aria-hidden="true">
      {names.map((name) => (
        <span key={name}>{name}</span>
      ))}
      <span />
    </div>
  );
}

export interface LineCellProps {
  /** `line-cell-wide`: the cell spans the card's width on a phone. */
  className?: string;
  /** Shown only on a phone, where the row is a card and the column names are gone. */
  label: string;
  error: string | undefined;
  children: ReactNode;
}

/** One cell of a line: its label, its input and the input's error. */
export function LineCell({ className, label, error, children }: LineCellProps) {
  return (
    <div className={['line-cell', className, error ? 'field-invalid' : ''].filter(Boolean).join(' ')}>
      <span className="line-cell-label">{label}</span>
      {children}
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
