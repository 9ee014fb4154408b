import { useT } from '../../i18n/use-t.ts';
import { ListTotals } from '../../ui/list/list-totals.tsx';

/** The sums of every row a list's search and filters match (all pages): label key, figure as shown, test id. */
export function PayListTotals({ figures }: { figures: [label: string, value: string, id: string][] }) {
  const t = useT();
  return (
    <ListTotals
      label={t('WEB_PAY_TOTALS')}
      testId="pay-list-totals"
      figures={figures.map(([label, value, id]) => ({ label: t(label), value, testId: `pay-totals-${id}` }))}
    />
  );
}
