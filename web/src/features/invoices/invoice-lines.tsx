import type { InvoiceKind } from '@daftar/contracts/endpoints/invoices-schemas';
import type { LineTotals } from '@daftar/contracts/invoices/totals';
import type { KeyboardEvent } from 'react';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import type { FieldErrors } from '../../lib/forms/field-errors.ts';
import { localDigits } from '../../lib/format/digits.ts';
import { type AmountUnit, formatAmount } from '../../lib/format/format-amount.ts';
import { groupAmountText } from '../../lib/format/parse-amount.ts';
import { Button } from '../../ui/button.tsx';
import { LineCell, LineGridHead } from '../../ui/line-grid/line-grid.tsx';
import { emptyLine, type InvoiceLineDraft, sentIndex, withItem } from './invoice-form-values.ts';
import { ItemPicker } from './invoice-pickers.tsx';

const cells = ['itemId', 'quantity', 'unitPrice', 'discountValue'] as const;
type Cell = (typeof cells)[number];

export interface InvoiceLinesProps {
  kind: InvoiceKind;
  lines: InvoiceLineDraft[];
  /** The lines' figures from the shared totals module, row by row. */
  totals: readonly LineTotals[];
  unit: AmountUnit;
  onChange(lines: InvoiceLineDraft[]): void;
  errors: FieldErrors;
  /** Drops an error once its cell changes (`form.clearError`). */
  clearError(path: string): void;
}

const cellId = (row: number, cell: Cell) => `invoice-cell-${row}-${cell}`;
/** Puts the keyboard in a line's cell, a frame later (after a new line has rendered). */
export const focusCell = (row: number, cell: Cell) =>
  requestAnimationFrame(() => document.getElementById(cellId(row, cell))?.focus());

/**
 * The invoice's lines as a grid of inputs. Enter moves on (item, quantity, unit price, discount, then the next
 * row's item); Enter on the last row's discount adds a row and goes to it. Choosing an item fills its unit, VAT
 * rate and price. On a phone each row stacks into a card (ui/line-grid).
 */
export function InvoiceLines({ kind, lines, totals, unit, onChange, errors, clearError }: InvoiceLinesProps) {
  const t = useT();
  const { language } = useLanguage();

  function update(row: number, patch: (line: InvoiceLineDraft) => InvoiceLineDraft, fields: readonly string[]) {
    const index = sentIndex(lines, row);
    for (const field of fields) if (index !== null) clearError(`lines.${index}.${field}`);
    clearError('lines');
    onChange(lines.map((line, at) => (at === row ? patch(line) : line)));
  }

  function next(row: number, cell: Cell) {
    const following = cells[cells.indexOf(cell) + 1];
    if (following) return focusCell(row, following);
    if (row === lines.length - 1) onChange([...lines, emptyLine()]);
    focusCell(row + 1, 'itemId');
  }

  const onEnter = (row: number, cell: Cell) => (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    next(row, cell);
  };

  const errorOf = (row: number, cell: string) => {
    const index = sentIndex(lines, row);
    const key = index === null ? undefined : errors[`lines.${index}.${cell}`];
    return key ? t(key) : undefined;
  };

  const money = (rials: number | undefined) => formatAmount(rials ?? 0, language, unit);

  return (
    <div className="line-grid invoice-lines" data-testid="invoice-lines">
      <LineGridHead
        names={[
          t('WEB_INVOICE_ROW'),
          t('WEB_INVOICE_ITEM'),
          t('WEB_INVOICE_QUANTITY'),
          t('WEB_INVOICE_UNIT_PRICE'),
          t('WEB_INVOICE_DISCOUNT'),
          t('WEB_INVOICE_VAT'),
          t('WEB_INVOICE_LINE_TOTAL'),
        ]}
      />
      {lines.map((line, row) => {
        const rowLabel = localDigits(String(row + 1), language);
        const figures = totals[row];
        const input = (cell: Exclude<Cell, 'itemId'>, label: string, value: string, set: (text: string) => string) => {
          const error = errorOf(row, cell);
          return (
            <LineCell label={label} error={error}>
              <input
                id={cellId(row, cell)}
                className="field-control invoice-number-input"
                inputMode="decimal"
                autoComplete="off"
                aria-label={`${label} ${rowLabel}`}
                aria-invalid={error ? true : undefined}
                value={value}
                onChange={(event) =>
                  update(row, (current) => ({ ...current, [cell]: set(event.target.value) }), [cell])
                }
                onKeyDown={onEnter(row, cell)}
                // Typing replaces what is there (the quantity and price an item filled in).
                onFocus={(event) => event.target.select()}
                data-testid={`invoice-line-${cell}`}
              />
            </LineCell>
          );
        };
        const asAmount = (text: string) => groupAmountText(text, language);
        const asTyped = (text: string) => localDigits(text, language);
        return (
          <div key={line.key} className="line-grid-row" data-testid="invoice-line">
            <span className="line-number">{rowLabel}</span>
            <LineCell className="line-cell-wide" label={t('WEB_INVOICE_ITEM')} error={undefined}>
              <ItemPicker
                value={line.item}
                onChange={(item) =>
                  update(
                    row,
                    (current) => (item ? withItem(current, item, kind, language) : { ...current, item: null }),
                    ['itemId', 'unitPrice', 'quantity'],
                  )
                }
                label={`${t('WEB_INVOICE_ITEM')} ${rowLabel}`}
                labelHidden
                placeholder={t('WEB_INVOICE_ITEM_PLACEHOLDER')}
                error={errorOf(row, 'itemId')}
                onCommit={() => next(row, 'itemId')}
                id={cellId(row, 'itemId')}
                data-testid="invoice-line-item"
              />
              {line.unit && <span className="invoice-line-unit">{line.unit}</span>}
            </LineCell>
            {input('quantity', t('WEB_INVOICE_QUANTITY'), line.quantity, asTyped)}
            {input('unitPrice', t('WEB_INVOICE_UNIT_PRICE'), line.unitPrice, asAmount)}
            <div className="invoice-line-discount">
              {input(
                'discountValue',
                t('WEB_INVOICE_DISCOUNT'),
                line.discountValue,
                line.discountType === 'PERCENT' ? asTyped : asAmount,
              )}
              <select
                className="field-control invoice-discount-type"
                aria-label={`${t('WEB_INVOICE_DISCOUNT_KIND')} ${rowLabel}`}
                value={line.discountType}
                onChange={(event) =>
                  update(
                    row,
                    (current) => ({
                      ...current,
                      discountType: event.target.value === 'PERCENT' ? 'PERCENT' : 'AMOUNT',
                    }),
                    ['discountValue'],
                  )
                }
                data-testid="invoice-line-discount-type"
              >
                <option value="AMOUNT">{t('WEB_INVOICE_DISCOUNT_AMOUNT')}</option>
                <option value="PERCENT">{t('WEB_INVOICE_DISCOUNT_PERCENT')}</option>
              </select>
            </div>
            <LineCell label={t('WEB_INVOICE_VAT')} error={undefined}>
              <span className="invoice-figure" data-testid="invoice-line-vat">
                {money(figures?.vat)}
                <small>{t('WEB_INVOICE_VAT_RATE', { rate: localDigits(String(line.vatRate), language) })}</small>
              </span>
            </LineCell>
            <LineCell className="invoice-cell-total" label={t('WEB_INVOICE_LINE_TOTAL')} error={undefined}>
              <span className="invoice-figure" data-testid="invoice-line-total">
                {money(figures?.total)}
              </span>
            </LineCell>
            <Button
              type="button"
              variant="text"
              size="sm"
              className="line-remove"
              aria-label={t('WEB_INVOICE_REMOVE_LINE', { row: rowLabel })}
              disabled={lines.length <= 1}
              onClick={() => onChange(lines.filter((_, at) => at !== row))}
            >
              ×
            </Button>
          </div>
        );
      })}
    </div>
  );
}
