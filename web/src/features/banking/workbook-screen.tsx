import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { localDigits } from '../../lib/format/digits.ts';
import { jalaliMonthNames } from '../../lib/format/jalali-months.ts';
import { Button } from '../../ui/button.tsx';
import { Typography } from '../../ui/typography.tsx';
import { workbookQuery } from './api.ts';
import { BankFailure } from './bank-failure.tsx';
import { Money } from './money.tsx';
import { type CalendarMonth, currentMonth, monthOf, shiftMonth } from './workbook-month.ts';
import './bank.css';

/** Money in and out: a card each above the table, a column each in it. */
const flows = [
  { key: 'inflow', label: 'WEB_BANK_INFLOW', className: 'bank-in' },
  { key: 'outflow', label: 'WEB_BANK_OUTFLOW', className: 'bank-out' },
] as const;

/** The workbook: one month's inflows and outflows of all deposits by category, the month in the URL (`?month=1405-08`). */
export function WorkbookScreen() {
  const t = useT();
  const { language } = useLanguage();
  const [search, setSearch] = useSearchParams();
  const asked = /^(\d{4})-(\d{2})$/.exec(search.get('month') ?? '');
  const month: CalendarMonth = asked ? monthOf(Number(asked[1]), Number(asked[2]), language) : currentMonth(language);
  const { data, error } = useQuery(workbookQuery(month.from, month.to));
  const go = (by: number) => {
    const next = shiftMonth(month, by, language);
    setSearch({ month: `${next.year}-${String(next.month).padStart(2, '0')}` }, { replace: true });
  };
  const name =
    language === 'fa'
      ? `${jalaliMonthNames[month.month - 1]} ${localDigits(String(month.year), 'fa')}`
      : new Date(Date.UTC(month.year, month.month - 1, 1)).toLocaleDateString('en-US', {
          month: 'long',
          year: 'numeric',
          timeZone: 'UTC',
        });
  if (error) return <BankFailure error={error} />;
  const largest = Math.max(1, ...(data?.categories ?? []).map((row) => Math.max(row.inflow, row.outflow)));
  return (
    <>
      <div className="bank-row">
        <Button variant="outline" size="sm" onClick={() => go(-1)} data-testid="workbook-previous">
          {t('WEB_BANK_PREVIOUS_MONTH')}
        </Button>
        <Typography variant="h4" as="h2" data-testid="workbook-month">
          {name}
        </Typography>
        <Button variant="outline" size="sm" onClick={() => go(1)}>
          {t('WEB_BANK_NEXT_MONTH')}
        </Button>
      </div>
      {data && (
        <>
          <div className="bank-grid">
            {flows.map((flow) => (
              <div key={flow.key} className="page-card">
                <span className="bank-muted">{t(flow.label)}</span>
                <span className={`bank-big ${flow.className}`}>
                  <Money rials={data[flow.key]} testId={`workbook-${flow.key}`} />
                </span>
              </div>
            ))}
            <div className="page-card">
              <span className="bank-muted">{t('WEB_BANK_NET')}</span>
              <span className="bank-big">
                <Money rials={data.inflow - data.outflow} />
              </span>
            </div>
          </div>
          {data.categories.length === 0 ? (
            <p className="bank-muted">{t('WEB_BANK_NO_TRANSACTIONS')}</p>
          ) : (
            <table className="bank-table" data-testid="workbook-categories">
              <thead>
                <tr>
                  <th>{t('WEB_BANK_CATEGORY')}</th>
                  {flows.map((flow) => (
                    <th key={flow.key}>{t(flow.label)}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.categories.map((row) => (
                  <tr key={row.category}>
                    <td data-label={t('WEB_BANK_CATEGORY')}>
                      {t(`WEB_BANK_CATEGORY_${row.category}`)}{' '}
                      <span className="bank-muted">({localDigits(String(row.count), language)})</span>
                    </td>
                    {flows.map((flow) => (
                      <td key={flow.key} data-label={t(flow.label)} className={flow.className}>
                        <Money rials={row[flow.key]} />
                        <div className="bank-bar">
                          <span style={{ width: `${(row[flow.key] / largest) * 100}%` }} />
                        </div>
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </>
  );
}
