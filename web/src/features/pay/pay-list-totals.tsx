import { useT } from '../../i18n/use-t.ts';

/** The sums of every row a list's search and filters match (all pages): label key, figure as shown, test id. */
export function PayListTotals({ figures }: { figures: [label: string, value: string, id: string][] }) {
  const t = useT();
  return (
    <section className="pay-list-totals" aria-label={t('WEB_PAY_TOTALS')} data-testid="pay-list-totals">
      {figures.map(([label, value, id]) => (
        <div key={id}>
          <span className="pay-list-totals-label">{t(label)}</span>
          <span className="pay-list-totals-value" data-testid={`pay-totals-${id}`}>
            {value}
          </span>
        </div>
      ))}
    </section>
  );
}
