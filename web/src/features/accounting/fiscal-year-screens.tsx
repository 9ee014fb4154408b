import type { FiscalYear } from '@daftar/contracts/endpoints/accounting-years';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { localDigits } from '../../lib/format/digits.ts';
import { formatDate } from '../../lib/format/format-date.ts';
import { Button } from '../../ui/button.tsx';
import { ButtonLink } from '../../ui/button-link.tsx';
import { ConfirmDialog } from '../../ui/modal/confirm-dialog.tsx';
import { notify } from '../../ui/toast/notify.tsx';
import type { closeFiscalYear } from './accounting-client-vouchers.ts';
import { FinaliseTemporariesDialog } from './fiscal-year-finalise.tsx';
import { ReopenYearDialog, useIsOwner } from './fiscal-year-reopen.tsx';
import { QueryGate } from './voucher-query-gate.tsx';
import { closeFiscalYearMutation, listFiscalYearsQuery } from './voucher-queries.ts';
import './voucher.css';
import { scrollRegion } from '../../ui/scroll-region.ts';
import { useBooksScreen } from './books-screen.ts';

export { FiscalYearCreateScreen } from './fiscal-year-create.tsx';

type CloseResult = Awaited<ReturnType<typeof closeFiscalYear>>;

/**
 * /accounting/financial-years: the company's years, latest first, each open one with its count of temporary
 * vouchers; a role that writes finalises them at once and closes the earliest open year.
 */
export function FiscalYearListScreen() {
  const { t, language, companyId, mayWrite } = useBooksScreen();
  const years = useQuery(listFiscalYearsQuery(companyId));
  const close = useMutation(closeFiscalYearMutation(useQueryClient(), companyId));
  const [closing, setClosing] = useState<FiscalYear | null>(null);
  const [closed, setClosed] = useState<CloseResult | null>(null);
  const [finalising, setFinalising] = useState<FiscalYear | null>(null);
  const [reopening, setReopening] = useState<FiscalYear | null>(null);
  const isOwner = useIsOwner(companyId);
  const name = (year: FiscalYear) => localDigits(year.name, language);

  async function confirmClose(year: FiscalYear) {
    try {
      setClosed(await close.mutateAsync(year.id));
      void notify.success(t('WEB_FISCAL_YEAR_CLOSED', { name: name(year) }));
    } catch (error) {
      void notify.error(error);
    }
    setClosing(null);
  }

  // Years close in order: only the earliest open one offers closing (the list is latest first); they reopen last
  // first, by the owner.
  const closable = mayWrite ? years.data?.findLast((year) => year.status === 'OPEN') : undefined;
  const reopenable = isOwner ? years.data?.find((year) => year.status === 'CLOSED') : undefined;
  return (
    <div className="fiscal-years">
      {mayWrite && (
        <div className="books-toolbar">
          <ButtonLink to="/accounting/financial-years/create" data-testid="fiscal-year-create">
            {t('WEB_FISCAL_YEAR_CREATE')}
          </ButtonLink>
        </div>
      )}
      {closed && <CloseOutcome result={closed} />}
      <QueryGate queries={[years]}>
        {() => (
          <div className="voucher-table-scroll" {...scrollRegion(t('WEB_PAGE_ACC_FINANCIAL_YEARS'))}>
            <table className="ruled-table voucher-table fiscal-year-table" data-testid="fiscal-year-table">
              <caption className="visually-hidden">{t('WEB_PAGE_ACC_FINANCIAL_YEARS')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('WEB_FISCAL_YEAR')}</th>
                  <th scope="col">{t('WEB_FISCAL_YEAR_START')}</th>
                  <th scope="col">{t('WEB_FISCAL_YEAR_END')}</th>
                  <th scope="col">{t('WEB_VOUCHER_STATUS')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('WEB_LIST_ACTIONS')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {(years.data ?? []).map((year) => (
                  <tr key={year.id} data-testid="fiscal-year-row">
                    <th scope="row">{name(year)}</th>
                    <td data-label={t('WEB_FISCAL_YEAR_START')}>{formatDate(year.startDate, language)}</td>
                    <td data-label={t('WEB_FISCAL_YEAR_END')}>{formatDate(year.endDate, language)}</td>
                    <td data-label={t('WEB_VOUCHER_STATUS')}>
                      <div>
                        <span className={`voucher-status fiscal-year-${year.status.toLowerCase()}`}>
                          {t(year.status === 'OPEN' ? 'WEB_FISCAL_YEAR_OPEN' : 'WEB_FISCAL_YEAR_CLOSED_STATUS')}
                        </span>
                        {year.closedAt && (
                          <span className="fiscal-year-closed-at"> {formatDate(year.closedAt, language)}</span>
                        )}
                        {year.temporaryVouchers > 0 && (
                          <Link
                            className="fiscal-year-temporaries"
                            to={`/accounting/journal-ledger?status=TEMPORARY&from=${year.startDate}&to=${year.endDate}`}
                            data-testid="fiscal-year-temporaries"
                          >
                            {t('WEB_FISCAL_YEAR_TEMPORARIES', {
                              count: localDigits(String(year.temporaryVouchers), language),
                            })}
                          </Link>
                        )}
                      </div>
                    </td>
                    <td className="fiscal-year-actions-cell">
                      <div className="fiscal-year-actions">
                        {mayWrite && year.status === 'OPEN' && year.temporaryVouchers > 0 && (
                          <Button
                            size="sm"
                            variant="outline"
                            onClick={() => setFinalising(year)}
                            data-testid="fiscal-year-finalise"
                          >
                            {t('WEB_FISCAL_YEAR_FINALISE')}
                          </Button>
                        )}
                        {year.id === closable?.id && (
                          <Button
                            size="sm"
                            variant="outline"
                            onClick={() => setClosing(year)}
                            data-testid="fiscal-year-close"
                          >
                            {t('WEB_FISCAL_YEAR_CLOSE')}
                          </Button>
                        )}
                        {year.id === reopenable?.id && (
                          <Button
                            size="sm"
                            variant="outline"
                            onClick={() => setReopening(year)}
                            data-testid="fiscal-year-reopen"
                          >
                            {t('WEB_FISCAL_YEAR_REOPEN')}
                          </Button>
                        )}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {years.data?.length === 0 && <p>{t('WEB_FISCAL_YEAR_NONE_OPEN')}</p>}
          </div>
        )}
      </QueryGate>
      <ConfirmDialog
        open={closing !== null}
        title={t('WEB_FISCAL_YEAR_CLOSE_TITLE', { name: closing ? name(closing) : '' })}
        confirmLabel={t('WEB_FISCAL_YEAR_CLOSE')}
        busy={close.isPending}
        onConfirm={() => closing && confirmClose(closing)}
        onCancel={() => setClosing(null)}
      >
        {t('WEB_FISCAL_YEAR_CLOSE_BODY')}
      </ConfirmDialog>
      {finalising && (
        <FinaliseTemporariesDialog
          key={finalising.id}
          companyId={companyId}
          year={finalising}
          onDone={() => setFinalising(null)}
        />
      )}
      {reopening && (
        <ReopenYearDialog
          key={reopening.id}
          companyId={companyId}
          year={reopening}
          onDone={() => {
            setReopening(null);
            setClosed(null);
          }}
        />
      )}
    </div>
  );
}

/** What a close wrote: links to the closing vouchers and to the next year's opening voucher. */
function CloseOutcome({ result }: { result: CloseResult }) {
  const t = useT();
  const { language } = useLanguage();
  const link = (voucher: CloseResult['opening'], label: string, testId: string) =>
    voucher && (
      <li>
        <Link to={`/accounting/journal-ledger/${voucher.id}/edit`} data-testid={testId}>
          {t(label, { number: localDigits(String(voucher.number), language) })}
        </Link>
      </li>
    );
  return (
    <section className="surface-box operations-panel" role="status" data-testid="fiscal-year-close-outcome">
      <p>
        {t('WEB_FISCAL_YEAR_CLOSE_DONE', {
          closed: localDigits(result.closedYear.name, language),
          next: localDigits(result.nextYear.name, language),
        })}
      </p>
      <ul>
        {link(result.closeResults, 'WEB_FISCAL_YEAR_CLOSE_RESULTS_VOUCHER', 'close-results-voucher')}
        {link(result.closing, 'WEB_FISCAL_YEAR_CLOSING_VOUCHER', 'closing-voucher')}
        {link(result.opening, 'WEB_FISCAL_YEAR_OPENING_VOUCHER', 'opening-voucher')}
      </ul>
    </section>
  );
}
