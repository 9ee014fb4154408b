import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { localDigits } from '../../lib/format/digits.ts';
import { formatAmount } from '../../lib/format/format-amount.ts';
import { ButtonLink } from '../../ui/button-link.tsx';
import { QueryGate } from './voucher-query-gate.tsx';
import { listFiscalYearsQuery, listVouchersQuery } from './voucher-queries.ts';
import { voucherStatusKeys } from './voucher-status-badge.tsx';
import './voucher.css';
import { formatDate } from '../../lib/format/format-date.ts';
import { useBooksScreen } from './books-screen.ts';

/** The hub's shortcuts, in the order an accountant works: record, review, report, set up. */
const actions: { to: string; label: string; testId: string; writes?: true }[] = [
  { to: '/accounting/journal-ledger/create', label: 'WEB_VOUCHER_CREATE', testId: 'hub-new-voucher', writes: true },
  { to: '/accounting/journal-ledger', label: 'WEB_PAGE_ACC_JOURNAL_LEDGER', testId: 'hub-journal' },
  { to: '/accounting/general-ledger', label: 'WEB_PAGE_ACC_GENERAL_LEDGER', testId: 'hub-ledger' },
  { to: '/accounting/cheques', label: 'WEB_PAGE_ACC_CHEQUES', testId: 'hub-cheques' },
  { to: '/accounting/balance', label: 'WEB_PAGE_ACC_BALANCE', testId: 'hub-balance' },
  { to: '/accounting/profit-loss', label: 'WEB_PAGE_ACC_PROFIT_LOSS', testId: 'hub-profit-loss' },
  { to: '/accounting/coa', label: 'WEB_PAGE_ACC_COA', testId: 'hub-coa' },
  { to: '/accounting/financial-years', label: 'WEB_PAGE_ACC_FINANCIAL_YEARS', testId: 'hub-years' },
  { to: '/accounting/opening-balance', label: 'WEB_PAGE_ACC_OPENING_BALANCE', testId: 'hub-opening' },
  { to: '/accounting/closing-balance', label: 'WEB_PAGE_ACC_CLOSING_BALANCE', testId: 'hub-closing' },
  { to: '/accounting/settings', label: 'WEB_PAGE_ACC_SETTINGS', testId: 'hub-settings' },
];

/**
 * /accounting/operations: the books' actions (those that write only for a role that may), the open fiscal year and
 * the latest vouchers.
 */
export function OperationsScreen() {
  const { t, language, companyId, mayWrite } = useBooksScreen();
  const years = useQuery(listFiscalYearsQuery(companyId));
  const recent = useQuery(listVouchersQuery(companyId, { page: 1, pageSize: 8, sort: '-number' }));
  const open = years.data?.find((year) => year.status === 'OPEN');

  return (
    <div className="operations">
      <nav className="operations-actions" aria-label={t('WEB_OPERATIONS_ACTIONS')}>
        {actions
          .filter((action) => mayWrite || !action.writes)
          .map((action) => (
            <Link key={action.to} to={action.to} className="operations-action" data-testid={action.testId}>
              {t(action.label)}
            </Link>
          ))}
      </nav>
      <OperationsPanel id="operations-year" heading={t('WEB_OPERATIONS_OPEN_YEAR')} query={years}>
        {() =>
          open ? (
            <p data-testid="operations-open-year">
              {t('WEB_FISCAL_YEAR_NAME', { name: localDigits(open.name, language) })} —{' '}
              {formatDate(open.startDate, language)} – {formatDate(open.endDate, language)}
            </p>
          ) : (
            <p>
              {t('WEB_FISCAL_YEAR_NONE_OPEN')}{' '}
              {mayWrite && <Link to="/accounting/financial-years/create">{t('WEB_FISCAL_YEAR_CREATE')}</Link>}
            </p>
          )
        }
      </OperationsPanel>
      <OperationsPanel id="operations-recent" heading={t('WEB_OPERATIONS_RECENT')} query={recent}>
        {() =>
          recent.data && recent.data.data.length > 0 ? (
            <ul className="operations-recent" data-testid="operations-recent">
              {recent.data.data.map((voucher) => (
                <li key={voucher.id}>
                  <Link to={`/accounting/journal-ledger/${voucher.id}/edit`}>
                    {t('WEB_VOUCHER_NUMBER_OF', { number: localDigits(String(voucher.number), language) })}
                  </Link>
                  <span>{formatDate(voucher.date, language)}</span>
                  <span className="operations-recent-description">{voucher.description ?? ''}</span>
                  <span className={`voucher-status voucher-status-${voucher.status.toLowerCase()}`}>
                    {t(voucherStatusKeys[voucher.status])}
                  </span>
                  <span className="voucher-number-cell">{formatAmount(voucher.total, language)}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p>
              {t('WEB_VOUCHERS_EMPTY_TITLE')}{' '}
              {mayWrite && (
                <ButtonLink to="/accounting/journal-ledger/create" size="sm">
                  {t('WEB_VOUCHER_CREATE')}
                </ButtonLink>
              )}
            </p>
          )
        }
      </OperationsPanel>
    </div>
  );
}

/** One of the hub's panels: its heading, then what its query brings once it is there (or the failure). */
function OperationsPanel({
  id,
  heading,
  query,
  children,
}: {
  /** The heading's id, which names the panel. */
  id: string;
  heading: string;
  query: UseQueryResult;
  children: () => ReactNode;
}) {
  return (
    <section className="surface-box operations-panel" aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <QueryGate queries={[query]}>{children}</QueryGate>
    </section>
  );
}
