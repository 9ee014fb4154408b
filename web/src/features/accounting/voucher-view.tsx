import type { Account, Tafsili } from '@daftar/contracts/endpoints/accounting-chart';
import type { Voucher } from '@daftar/contracts/endpoints/accounting-vouchers';
import { useT } from '../../i18n/use-t.ts';
import { formatCivilDate } from '../../lib/format/civil-date.ts';
import { localDigits } from '../../lib/format/digits.ts';
import { accountLabel } from './account-picker.tsx';
import { useAmountUnit } from './amount-unit.ts';
import { useVirtualRows } from '../../ui/virtual-rows/use-virtual-rows.tsx';
import { VoucherStatusBadge } from './voucher-status-badge.tsx';
import './voucher.css';
import { scrollRegion } from '../../ui/scroll-region.ts';

/**
 * A voucher read-only: a FINAL one, or a year-end voucher shown on the opening and closing balance pages. Past 200
 * lines (a year-end voucher of a busy chart) only the lines in view render, under a header that stays in view.
 */
export function VoucherView({
  voucher,
  accounts,
  tafsili,
}: {
  voucher: Voucher;
  accounts: readonly Account[];
  tafsili: readonly Tafsili[];
}) {
  const t = useT();
  const { language, formatRials } = useAmountUnit();
  const accountOf = new Map(accounts.map((account) => [account.id, account]));
  const tafsiliOf = new Map(tafsili.map((detail) => [detail.id, detail]));
  const amount = (rials: number) => (rials > 0 ? formatRials(rials) : '');
  const rows = useVirtualRows({ count: voucher.lines.length, columns: 6, footerRows: 1 });
  return (
    <section className="voucher-view" data-testid="voucher-view">
      <p className="heading-row">
        <VoucherStatusBadge voucher={voucher} />
        <span>{formatCivilDate(voucher.date, language)}</span>
      </p>
      {voucher.description && <p className="voucher-view-description">{voucher.description}</p>}
      {voucher.status === 'FINAL' && <p className="voucher-hint">{t('WEB_VOUCHER_READ_ONLY')}</p>}
      <div className="voucher-table-scroll" {...rows.scrollProps} {...scrollRegion(t('WEB_VOUCHER_LINES'))}>
        <table className="ruled-table voucher-table" {...rows.tableProps}>
          <caption className="visually-hidden">{t('WEB_VOUCHER_LINES')}</caption>
          <thead>
            <tr aria-rowindex={rows.virtual ? 1 : undefined}>
              <th scope="col">{t('WEB_VOUCHER_ROW')}</th>
              <th scope="col">{t('WEB_VOUCHER_ACCOUNT')}</th>
              <th scope="col">{t('WEB_VOUCHER_TAFSILI')}</th>
              <th scope="col">{t('WEB_VOUCHER_DEBIT')}</th>
              <th scope="col">{t('WEB_VOUCHER_CREDIT')}</th>
              <th scope="col">{t('WEB_VOUCHER_LINE_DESCRIPTION')}</th>
            </tr>
          </thead>
          <tbody ref={rows.bodyRef}>
            {rows.renderRows((index, rowProps) => {
              const line = voucher.lines[index];
              if (!line) return null;
              const account = accountOf.get(line.accountId);
              const detail = line.tafsiliId ? tafsiliOf.get(line.tafsiliId) : undefined;
              return (
                <tr key={line.id} {...rowProps}>
                  <td>{localDigits(String(line.row), language)}</td>
                  <td>{account ? accountLabel(account, language) : ''}</td>
                  <td>{detail ? `${localDigits(detail.code, language)} ${detail.name}` : ''}</td>
                  <td className="voucher-number-cell">{amount(line.debit)}</td>
                  <td className="voucher-number-cell">{amount(line.credit)}</td>
                  <td>{line.description ?? ''}</td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr aria-rowindex={rows.virtual ? voucher.lines.length + 2 : undefined}>
              <th scope="row" colSpan={3}>
                {t('WEB_VOUCHER_TOTALS')}
              </th>
              <td className="voucher-number-cell" data-testid="voucher-view-total">
                {formatRials(voucher.total)}
              </td>
              <td className="voucher-number-cell">{formatRials(voucher.total)}</td>
              <td />
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  );
}
