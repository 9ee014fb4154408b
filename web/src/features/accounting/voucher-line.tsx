import type { Account, Tafsili } from '@daftar/contracts/endpoints/accounting-chart';
import type { KeyboardEvent, ReactNode } from 'react';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { groupAmountText } from '../../lib/format/parse-amount.ts';
import { Button } from '../../ui/button.tsx';
import { LineCellInput } from '../../ui/line-grid/acc-line-cell-input.tsx';
import { LineCell } from '../../ui/line-grid/line-grid.tsx';
import { AccountPicker, TafsiliPicker } from './account-picker.tsx';
import type { VoucherLineDraft } from './voucher-form-values.ts';

export const voucherCells = ['accountId', 'tafsiliId', 'debit', 'credit', 'description'] as const;
export type VoucherCell = (typeof voucherCells)[number];

type PickerCell = 'accountId' | 'tafsiliId';
const pickerTestIds: Record<PickerCell, string> = {
  accountId: 'voucher-line-account',
  tafsiliId: 'voucher-line-tafsili',
};

/** A cell's element id, which the keyboard moves the focus by. */
export const voucherCellId = (row: number, cell: VoucherCell) => `voucher-cell-${row}-${cell}`;

export interface VoucherLineProps {
  line: VoucherLineDraft;
  /** The row's number as shown, in the page's digits. */
  rowLabel: string;
  row: number;
  accounts: readonly Account[];
  tafsili: readonly Tafsili[];
  /** A cell's error, translated. */
  errorOf(cell: VoucherCell): string | undefined;
  update(patch: Partial<VoucherLineDraft>): void;
  /** Enter in a cell (or a picker's commit): the focus moves on. */
  next(cell: VoucherCell): void;
  /** "=" in an amount cell: fill what balances the voucher. */
  balance(cell: 'debit' | 'credit'): void;
  /** Null when the line cannot be removed (a voucher keeps one line at least). */
  remove: (() => void) | null;
}

/** One line of the voucher's grid; on a phone it stacks into a card whose cells carry their own labels. */
export function VoucherLine({
  line,
  rowLabel,
  row,
  accounts,
  tafsili,
  errorOf,
  update,
  next,
  balance,
  remove,
}: VoucherLineProps) {
  const t = useT();
  const { language } = useLanguage();

  const onKey = (cell: VoucherCell) => (event: KeyboardEvent<HTMLInputElement>) => {
    const amount = cell === 'debit' || cell === 'credit' ? cell : null;
    if (amount && event.key === '=') {
      event.preventDefault();
      balance(amount);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      next(cell);
    }
  };

  const amountCell = (cell: 'debit' | 'credit', label: string) => (
    <LineCellInput
      label={label}
      rowLabel={rowLabel}
      error={errorOf(cell)}
      id={voucherCellId(row, cell)}
      className="field-control voucher-amount"
      inputMode="numeric"
      value={line[cell]}
      onChange={(event) => update({ [cell]: groupAmountText(event.target.value, language) })}
      onKeyDown={onKey(cell)}
      data-testid={`voucher-line-${cell}`}
    />
  );

  /**
   * A picker's cell (the account or the detail account): the picker bound to its field, named with the row, its
   * commit moving the focus on.
   */
  const pickerCell = (
    cell: PickerCell,
    label: string,
    picker: (bound: ReturnType<typeof pickerBinding>) => ReactNode,
  ) => (
    <LineCell className="line-cell-wide" label={label} error={undefined}>
      {picker(pickerBinding(cell, label))}
    </LineCell>
  );
  const pickerBinding = (cell: PickerCell, label: string) => ({
    value: line[cell],
    onChange: (id: number | null) => update({ [cell]: id }),
    label: `${label} ${rowLabel}`,
    labelHidden: true,
    error: errorOf(cell),
    onCommit: () => next(cell),
    id: voucherCellId(row, cell),
    'data-testid': pickerTestIds[cell],
  });

  return (
    <div className="line-grid-row voucher-line" data-testid="voucher-line">
      <span className="line-number">{rowLabel}</span>
      {pickerCell('accountId', t('WEB_VOUCHER_ACCOUNT'), (bound) => (
        <AccountPicker accounts={accounts} {...bound} />
      ))}
      {pickerCell('tafsiliId', t('WEB_VOUCHER_TAFSILI'), (bound) => (
        <TafsiliPicker tafsili={tafsili} {...bound} />
      ))}
      {amountCell('debit', t('WEB_VOUCHER_DEBIT'))}
      {amountCell('credit', t('WEB_VOUCHER_CREDIT'))}
      <LineCellInput
        cellClassName="line-cell-wide"
        label={t('WEB_VOUCHER_LINE_DESCRIPTION')}
        rowLabel={rowLabel}
        error={undefined}
        id={voucherCellId(row, 'description')}
        className="field-control"
        value={line.description}
        maxLength={200}
        onChange={(event) => update({ description: event.target.value })}
        onKeyDown={onKey('description')}
        data-testid="voucher-line-description"
      />
      <Button
        type="button"
        variant="text"
        size="sm"
        className="line-remove voucher-line-remove"
        aria-label={t('WEB_VOUCHER_REMOVE_LINE', { row: rowLabel })}
        disabled={!remove}
        onClick={() => remove?.()}
      >
        ×
      </Button>
    </div>
  );
}
