import type { TreasuryKind, treasuryTransferKinds } from '@daftar/contracts/endpoints/treasury-schemas';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLanguage } from '../../../i18n/language-context.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { localDigits } from '../../../lib/format/digits.ts';
import { formatDate } from '../../../lib/format/format-date.ts';
import { requireActiveCompanyId } from '../../../lib/session/active-company.ts';
import { useRoleMay } from '../../../lib/session/use-role-may.ts';
import { PageNav } from '../../../ui/list/page-nav.tsx';
import { useAmountUnit } from '../amount-unit.ts';
import { useReportParams } from '../report-params.ts';
import { scrollRegion } from '../../../ui/scroll-region.ts';
import { ColumnHeads } from '../../../ui/table/column-heads.tsx';

/**
 * What every treasury screen starts from: texts, language, company, the URL's parameters, amounts in the unit, and
 * whether the role may write the treasury (the shared role table; a VIEWER reads, so no write button is shown).
 */
export function useTreasuryScreen() {
  const t = useT();
  const { language } = useLanguage();
  const { params, set } = useReportParams();
  const { formatRials } = useAmountUnit();
  const date = (iso: string) => formatDate(`${iso}T12:00:00Z`, language);
  const companyId = requireActiveCompanyId();
  const mayWrite = useRoleMay(companyId, 'treasury', 'write');
  return { t, language, companyId, params, set, formatRials, date, mayWrite };
}

export const kindKeys: Record<TreasuryKind, string> = {
  CASH_BOX: 'WEB_TREASURY_KIND_CASH_BOX',
  BANK_ACCOUNT: 'WEB_TREASURY_KIND_BANK_ACCOUNT',
  PETTY_CASH: 'WEB_TREASURY_KIND_PETTY_CASH',
};

export type TransferKind = (typeof treasuryTransferKinds)[number];

/** A transfer's kind as the transfers list names it, and as the petty-cash screen's buttons offer it. */
export const transferKindKeys: Record<TransferKind, string> = {
  TRANSFER: 'WEB_TREASURY_TRANSFER',
  ADVANCE: 'WEB_TREASURY_ADVANCE',
  REPLENISHMENT: 'WEB_TREASURY_REPLENISHMENT',
};

export interface TreasuryColumn<R> {
  key: string;
  header: string;
  numeric?: boolean;
  /** Left-to-right text (IBANs, card numbers) even on a Persian page. */
  ltr?: boolean;
  cell(row: R): ReactNode;
}

/**
 * A treasury list as a table in the books' report style (it scrolls sideways on a phone): cells may hold links and
 * buttons; an optional totals row closes it.
 */
export function TreasuryTable<R>({
  columns,
  rows,
  rowKey,
  testId,
  caption,
  totals,
}: {
  columns: TreasuryColumn<R>[];
  rows: R[];
  rowKey(row: R): string;
  testId: string;
  caption: string;
  totals?: Record<string, ReactNode>;
}) {
  const className = (column: TreasuryColumn<R>) =>
    [column.numeric ? 'report-num' : '', column.ltr ? 'treasury-ltr' : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="table-scroll report-table-scroll" {...scrollRegion(caption)}>
      <table className="figure-table report-table" data-testid={testId}>
        <caption className="visually-hidden">{caption}</caption>
        <ColumnHeads columns={columns} numericClass="report-num" />
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} data-testid={`${testId}-row-${rowKey(row)}`}>
              {columns.map((column) => (
                <td key={column.key} className={className(column)} data-column={column.key}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
          {totals && (
            <tr className="report-row-total" data-testid={`${testId}-totals`}>
              {columns.map((column) => (
                <td key={column.key} className={column.numeric ? 'report-num' : undefined}>
                  {totals[column.key]}
                </td>
              ))}
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}

/** The voucher a document posted, as a link to it in the journal; nothing once it was taken back. */
export function VoucherLink({ id, number, testId }: { id: number | null; number: number | null; testId?: string }) {
  const { language } = useLanguage();
  if (id === null || number === null) return null;
  const shown = localDigits(String(number), language);
  return (
    <Link to={`/accounting/journal-ledger/${id}/edit`} data-testid={testId}>
      {shown}
    </Link>
  );
}

/** An inline failure with a retry, or a loading line, while a list has nothing to show. */
export function ListState({ error, retry }: { error: Error | null; retry(): unknown }) {
  const t = useT();
  if (!error) return <p className="report-loading">{t('WEB_LOADING')}</p>;
  return (
    <p className="report-error" role="alert">
      {t('WEB_TREASURY_LOAD_FAILED')}{' '}
      <button type="button" className="treasury-link-button" onClick={() => retry()}>
        {t('WEB_TREASURY_RETRY')}
      </button>
    </p>
  );
}

/** A server-paged list's pager, its page kept in the URL under `param`: previous, next and which rows are shown. */
export function TreasuryPager({
  meta,
  param,
  testId,
}: {
  meta: { page: number; pageSize: number; total: number };
  param: string;
  testId: string;
}) {
  const { set } = useTreasuryScreen();
  return (
    <PageNav
      meta={meta}
      go={(page) => set({ [param]: page === 1 ? null : page })}
      testId={testId}
      className="report-pager"
    />
  );
}
