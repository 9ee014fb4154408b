import type { InputHTMLAttributes } from 'react';
import { LineCell } from './line-grid.tsx';

export interface LineCellInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'aria-label' | 'aria-invalid' | 'autoComplete'> {
  /** The column's name: the cell's label on a phone's card, and with the row's number the input's own name. */
  label: string;
  /** The row's number as shown, in the page's digits. */
  rowLabel: string;
  error: string | undefined;
  /** The cell's class (`line-cell-wide`); `className` is the input's. */
  cellClassName?: string;
  'data-testid'?: string;
}

/**
 * A line grid's typed cell (a voucher's amounts and description): the input in its cell, named with the column and
 * the row for screen readers (the grid's head is hidden from them), marked invalid while the cell has an error.
 */
export function LineCellInput({ label, rowLabel, error, cellClassName, ...input }: LineCellInputProps) {
  return (
    <LineCell className={cellClassName} label={label} error={error}>
      <input
        autoComplete="off"
        aria-label={`${label} ${rowLabel}`}
        aria-invalid={error ? true : undefined}
        {...input}
      />
    </LineCell>
  );
}
