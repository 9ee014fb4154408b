import type { Account, Tafsili } from '@daftar/contracts/endpoints/accounting-chart';
import type { KeyboardEvent } from 'react';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import type { FieldErrors } from '../../lib/forms/field-errors.ts';
import { localDigits } from '../../lib/format/digits.ts';
import { formatAmount } from '../../lib/format/format-amount.ts';
import { groupAmountText } from '../../lib/format/parse-amount.ts';
import { Button } from '../../ui/button.tsx';
import { AccountPicker, TafsiliPicker } from './account-picker.tsx';
import { emptyLine, sentIndex, type VoucherLineDraft, voucherTotals } from './voucher-form-values.ts';

const cells = ['accountId', 'tafsiliId', 'debit', 'credit', 'description'] as const;
type Cell = (typeof cells)[number];

export interface VoucherLinesProps {
  lines: VoucherLineDraft[];
  onChange(lines: VoucherLineDraft[]): void;
  accounts: readonly Account[];
  tafsili: readonly Tafsili[];
  errors: FieldErrors;
  /** Drops an error once its cell changes (`form.clearError`). */
  clearError(path: string): void;
  readOnly?: boolean;
}

const cellId = (row: number, cell: Cell) => `voucher-cell-${row}-${cell}`;
const focusCell = (row: number, cell: Cell) =>
  requestAnimationFrame(() => document.getElementById(cellId(row, cell))?.focus());

/**
 * The voucher's lines as a grid of inputs. Enter moves to the next cell (account, tafsili, debit, credit,
 * description, then the next row's account); Enter on the last row's description adds a row and goes to it;
 * "=" in an amount cell fills the amount that balances the voucher.
 * On a phone each row stacks into a card (voucher.css).
 */
export function VoucherLines({ lines, onChange, accounts, tafsili, errors, clearError, readOnly }: VoucherLinesProps) {
  const t = useT();
  const { language } = useLanguage();

  function update(row: number, patch: Partial<VoucherLineDraft>) {
    const index = sentIndex(lines, row);
    for (const field of Object.keys(patch)) if (index !== null) clearError(`lines.${index}.${field}`);
    clearError('lines');
    onChange(lines.map((line, at) => (at === row ? { ...line, ...patch } : line)));
  }

  function next(row: number, cell: Cell) {
    const at = cells.indexOf(cell);
    const following = cells[at + 1];
    if (following) return focusCell(row, following);
    if (row === lines.length - 1) onChange([...lines, emptyLine()]);
    focusCell(row + 1, 'accountId');
  }

  const onEnter = (row: number, cell: Cell) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    next(row, cell);
  };

  // "=" in an amount cell fills what the other lines lack on this side, so the voucher balances.
  const onAmountKey = (row: number, cell: 'debit' | 'credit') => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== '=') return onEnter(row, cell)(event);
    event.preventDefault();
    const others = voucherTotals(lines.filter((_, at) => at !== row));
    const missing = cell === 'debit' ? others.credit - others.debit : others.debit - others.credit;
    if (missing > 0) update(row, { [cell]: formatAmount(missing, language) });
  };

  const errorOf = (row: number, cell: Cell) => {
    const index = sentIndex(lines, row);
    const key = index === null ? undefined : errors[`lines.${index}.${cell}`];
    return key ? t(key) : undefined;
  };

  return (
    <div className="voucher-lines" data-testid="voucher-lines">
      <div className="voucher-lines-head" aria-hidden="true">
        <span>{t('WEB_VOUCHER_ROW')}</span>
        <span>{t('WEB_VOUCHER_ACCOUNT')}</span>
        <span>{t('WEB_VOUCHER_TAFSILI')}</span>
        <span>{t('WEB_VOUCHER_DEBIT')}</span>
        <span>{t('WEB_VOUCHER_CREDIT')}</span>
        <span>{t('WEB_VOUCHER_LINE_DESCRIPTION')}</span>
        <span />
      </div>
      {lines.map((line, row) => {
        const rowLabel = localDigits(String(row + 1), language);
        const amountCell = (cell: 'debit' | 'credit', label: string) => {
          const error = errorOf(row, cell);
          return (
            <div className={`voucher-cell voucher-cell-${cell}${error ? ' field-invalid' : ''}`}>
              <span className="voucher-cell-label">{label}</span>
              <input
                id={cellId(row, cell)}
                className="field-control voucher-amount"
                inputMode="numeric"
                autoComplete="off"
                aria-label={`${label} ${rowLabel}`}
                aria-invalid={error ? true : undefined}
                value={line[cell]}
                readOnly={readOnly}
                onChange={(event) => update(row, { [cell]: groupAmountText(event.target.value, language) })}
                onKeyDown={onAmountKey(row, cell)}
                data-testid={`voucher-line-${cell}`}
              />
              {error && (
                <p className="field-error" role="alert">
                  {error}
                </p>
              )}
            </div>
          );
        };
        return (
          <div key={line.key} className="voucher-line" data-testid="voucher-line">
            <span className="voucher-row-number">{rowLabel}</span>
            <div className="voucher-cell voucher-cell-account">
              <span className="voucher-cell-label">{t('WEB_VOUCHER_ACCOUNT')}</span>
              <AccountPicker
                accounts={accounts}
                value={line.accountId}
                onChange={(accountId) => update(row, { accountId })}
                label={`${t('WEB_VOUCHER_ACCOUNT')} ${rowLabel}`}
                labelHidden
                error={errorOf(row, 'accountId')}
                disabled={readOnly}
                onCommit={() => next(row, 'accountId')}
                data-testid="voucher-line-account"
                id={cellId(row, 'accountId')}
              />
            </div>
            <div className="voucher-cell voucher-cell-tafsili">
              <span className="voucher-cell-label">{t('WEB_VOUCHER_TAFSILI')}</span>
              <TafsiliPicker
                tafsili={tafsili}
                value={line.tafsiliId}
                onChange={(tafsiliId) => update(row, { tafsiliId })}
                label={`${t('WEB_VOUCHER_TAFSILI')} ${rowLabel}`}
                labelHidden
                error={errorOf(row, 'tafsiliId')}
                disabled={readOnly}
                onCommit={() => next(row, 'tafsiliId')}
                data-testid="voucher-line-tafsili"
                id={cellId(row, 'tafsiliId')}
              />
            </div>
            {amountCell('debit', t('WEB_VOUCHER_DEBIT'))}
            {amountCell('credit', t('WEB_VOUCHER_CREDIT'))}
            <div className="voucher-cell voucher-cell-description">
              <span className="voucher-cell-label">{t('WEB_VOUCHER_LINE_DESCRIPTION')}</span>
              <input
                id={cellId(row, 'description')}
                className="field-control"
                autoComplete="off"
                aria-label={`${t('WEB_VOUCHER_LINE_DESCRIPTION')} ${rowLabel}`}
                value={line.description}
                readOnly={readOnly}
                maxLength={200}
                onChange={(event) => update(row, { description: event.target.value })}
                onKeyDown={onEnter(row, 'description')}
                data-testid="voucher-line-description"
              />
            </div>
            {!readOnly && (
              <Button
                type="button"
                variant="text"
                size="sm"
                className="voucher-line-remove"
                aria-label={t('WEB_VOUCHER_REMOVE_LINE', { row: rowLabel })}
                disabled={lines.length <= 1}
                onClick={() => onChange(lines.filter((_, at) => at !== row))}
              >
                ×
              </Button>
            )}
          </div>
        );
      })}
    </div>
  );
}
