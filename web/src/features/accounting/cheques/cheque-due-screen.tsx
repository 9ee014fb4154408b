import type { ChequeSummary } from '@daftar/contracts/endpoints/cheques-schemas';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { localDigits } from '../../../lib/format/digits.ts';
import { ListState, type TreasuryColumn, TreasuryTable, useTreasuryScreen } from '../treasury/treasury-parts.tsx';
import { stateKeys } from './cheque-labels.ts';
import { dueChequesQuery } from './cheque-queries.ts';

const directionKeys = { RECEIVED: 'WEB_CHEQUE_DIRECTION_RECEIVED', ISSUED: 'WEB_CHEQUE_DIRECTION_ISSUED' } as const;

/**
 * /accounting/cheques/due: the open cheques, received and issued, that are overdue and those due by Friday (the
 * Iranian week's end), each direction's count and sum first; each row opens its cheque.
 */
export function ChequeDueScreen() {
  const { t, language, companyId, formatRials, date } = useTreasuryScreen();
  const query = useQuery(dueChequesQuery(companyId));
  const due = query.data;
  if (!due) return <ListState error={query.error} retry={query.refetch} />;
  const digits = (value: string) => localDigits(value, language);
  const columns: TreasuryColumn<ChequeSummary>[] = [
    { key: 'due', header: t('WEB_CHEQUE_DUE_DATE'), cell: (row) => date(row.dueDate) },
    { key: 'direction', header: t('WEB_CHEQUE_DIRECTION'), cell: (row) => t(directionKeys[row.direction]) },
    {
      key: 'serial',
      header: t('WEB_CHEQUE_SERIAL'),
      cell: (row) => (
        <Link to={`/accounting/cheques/${row.id}`} data-testid={`cheque-due-link-${row.id}`}>
          {digits(row.serial ?? row.sayadId)}
        </Link>
      ),
    },
    { key: 'person', header: t('WEB_CHEQUE_PERSON'), cell: (row) => row.stakeholder.name },
    { key: 'amount', header: t('WEB_CHEQUE_AMOUNT'), numeric: true, cell: (row) => formatRials(row.amount) },
    { key: 'state', header: t('WEB_CHEQUE_STATE'), cell: (row) => t(stateKeys[row.state]) },
  ];
  const sections = [
    { key: 'overdue', title: 'WEB_CHEQUE_DUE_OVERDUE', rows: due.rows.filter((row) => row.dueDate < due.today) },
    { key: 'week', title: 'WEB_CHEQUE_DUE_THIS_WEEK', rows: due.rows.filter((row) => row.dueDate >= due.today) },
  ] as const;
  return (
    <section className="treasury cheques-due" data-testid="cheques-due">
      <dl className="report-summary cheque-due-figures">
        {due.figures.flatMap((figure) =>
          (['overdue', 'thisWeek'] as const).map((when) => (
            <div key={`${figure.direction}-${when}`}>
              <dt>
                {t(directionKeys[figure.direction])} —{' '}
                {t(when === 'overdue' ? 'WEB_CHEQUE_DUE_OVERDUE' : 'WEB_CHEQUE_DUE_THIS_WEEK')}
              </dt>
              <dd data-testid={`cheque-due-${figure.direction}-${when}`}>
                {t('WEB_CHEQUE_DUE_FIGURE', {
                  count: digits(String(figure[when].count)),
                  amount: formatRials(figure[when].amount),
                })}
              </dd>
            </div>
          )),
        )}
      </dl>
      {sections.map((section) => (
        <section key={section.key} className="cheque-due-section" aria-labelledby={`cheque-due-${section.key}`}>
          <h2 id={`cheque-due-${section.key}`}>{t(section.title)}</h2>
          {section.rows.length === 0 ? (
            <p className="dashboard-note">{t('WEB_CHEQUE_DUE_EMPTY')}</p>
          ) : (
            <TreasuryTable
              testId={`cheque-due-${section.key}-table`}
              caption={t(section.title)}
              columns={columns}
              rows={section.rows}
              rowKey={(row) => String(row.id)}
            />
          )}
        </section>
      ))}
    </section>
  );
}
