import type { Account, Tafsili } from '@daftar/contracts/endpoints/accounting-chart';
import { useCallback, useEffect, useRef } from 'react';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import type { FieldErrors } from '../../lib/forms/field-errors.ts';
import { localDigits } from '../../lib/format/digits.ts';
import { formatAmount } from '../../lib/format/format-amount.ts';
import { Button } from '../../ui/button.tsx';
import { LineGridHead } from '../../ui/line-grid/line-grid.tsx';
import { useVirtualLines } from '../../ui/virtual-rows/use-virtual-lines.tsx';
import { emptyLine, sentIndexes, type VoucherLineDraft, voucherTotals } from './voucher-form-values.ts';
import { useFocusLater } from './use-focus-later.ts';
import { type VoucherCell, VoucherLine, voucherCellId, voucherCells } from './voucher-line.tsx';

export interface VoucherLinesProps {
  lines: VoucherLineDraft[];
  onChange(lines: VoucherLineDraft[]): void;
  accounts: readonly Account[];
  tafsili: readonly Tafsili[];
  errors: FieldErrors;
  /** Drops an error once its cell changes (`form.clearError`). */
  clearError(path: string): void;
  /** How many saves were refused (`form.refusals`): after one, the first line to fix is brought into view. */
  refusals: number;
}

/**
 * The voucher's lines as a grid of inputs. Enter moves to the next cell (account, tafsili, debit, credit,
 * description, then the next row's account); Enter on the last row's description adds a row and goes to it;
 * "=" in an amount cell fills the amount that balances the voucher. Past 200 lines (a year-end voucher of a busy
 * chart) only the lines in view render, in a box that scrolls; moving the focus to a line brings it into the box.
 */
export function VoucherLines({ lines, onChange, accounts, tafsili, errors, clearError, refusals }: VoucherLinesProps) {
  const t = useT();
  const { language } = useLanguage();
  const sent = sentIndexes(lines);
  const windowed = useVirtualLines({
    count: lines.length,
    keyOf: useCallback((row) => lines[row]?.key ?? row, [lines]),
  });
  const focusId = useFocusLater();
  const { scrollToIndex } = windowed;
  const focusLater = useCallback(
    (row: number, cell: VoucherCell) => focusId(voucherCellId(row, cell), () => scrollToIndex(row)),
    [focusId, scrollToIndex],
  );

  function update(row: number, patch: Partial<VoucherLineDraft>) {
    const index = sent[row] ?? null;
    for (const field of Object.keys(patch)) if (index !== null) clearError(`lines.${index}.${field}`);
    clearError('lines');
    onChange(lines.map((line, at) => (at === row ? { ...line, ...patch } : line)));
  }

  function next(row: number, cell: VoucherCell) {
    const following = voucherCells[voucherCells.indexOf(cell) + 1];
    if (following) return focusLater(row, following);
    if (row === lines.length - 1) onChange([...lines, emptyLine()]);
    focusLater(row + 1, 'accountId');
  }

  // What the other lines lack on this side, so the voucher balances.
  function balance(row: number, cell: 'debit' | 'credit') {
    const others = voucherTotals(lines.filter((_, at) => at !== row));
    const missing = cell === 'debit' ? others.credit - others.debit : others.debit - others.credit;
    if (missing > 0) update(row, { [cell]: formatAmount(missing, language) });
  }

  const errorOf = (row: number, cell: VoucherCell) => {
    const index = sent[row] ?? null;
    const key = index === null ? undefined : errors[`lines.${index}.${cell}`];
    return key ? t(key) : undefined;
  };

  // The form focuses its first invalid control after a refused save; a windowed line may not be in the DOM.
  const firstError = useRef<{ row: number; cell: VoucherCell } | null>(null);
  firstError.current = windowed.virtual ? firstLineError(sent, errors) : null;
  useEffect(() => {
    if (refusals > 0 && firstError.current) focusLater(firstError.current.row, firstError.current.cell);
  }, [refusals, focusLater]);

  return (
    <>
      <div className="line-grid voucher-lines" data-testid="voucher-lines" {...windowed.scrollProps}>
        <LineGridHead
          names={[
            t('WEB_VOUCHER_ROW'),
            t('WEB_VOUCHER_ACCOUNT'),
            t('WEB_VOUCHER_TAFSILI'),
            t('WEB_VOUCHER_DEBIT'),
            t('WEB_VOUCHER_CREDIT'),
            t('WEB_VOUCHER_LINE_DESCRIPTION'),
          ]}
        />
        {windowed.renderLines((row) => {
          const line = lines[row];
          if (!line) return null;
          return (
            <VoucherLine
              key={line.key}
              line={line}
              row={row}
              rowLabel={localDigits(String(row + 1), language)}
              accounts={accounts}
              tafsili={tafsili}
              errorOf={(cell) => errorOf(row, cell)}
              update={(patch) => update(row, patch)}
              next={(cell) => next(row, cell)}
              balance={(cell) => balance(row, cell)}
              remove={lines.length > 1 ? () => onChange(lines.filter((_, at) => at !== row)) : null}
            />
          );
        })}
      </div>
      <Button
        variant="outline"
        size="sm"
        onClick={() => {
          onChange([...lines, emptyLine()]);
          focusLater(lines.length, 'accountId');
        }}
        data-testid="voucher-add-line"
      >
        {t('WEB_VOUCHER_ADD_LINE')}
      </Button>
    </>
  );
}

/** The first cell with an error on a line, by the line's place in the grid (errors name sent lines). */
function firstLineError(sent: readonly (number | null)[], errors: FieldErrors) {
  for (const [row, index] of sent.entries()) {
    if (index === null) continue;
    const cell = voucherCells.find((name) => errors[`lines.${index}.${name}`]);
    if (cell) return { row, cell };
  }
  return null;
}
