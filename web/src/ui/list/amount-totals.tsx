import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { type AmountUnit, amountUnitKeys, formatAmount } from '../../lib/format/format-amount.ts';
import { kebabCase } from '../../lib/format/kebab-case.ts';
import { ListTotals } from './list-totals.tsx';

/**
 * A list's sums of money over every row its search and filters match (all pages), each in the company's unit and
 * named after it; nothing until the page has come with a match. `labels` picks the sums from the page's `totals`,
 * in order, each with its label's key; `area` names the strip (test id and class `<area>-list-totals`) and each
 * figure (`<area>-totals-<field in kebab case>`).
 */
export function AmountTotals<K extends string>({
  page,
  label,
  area,
  labels,
  unit,
}: {
  /** The list's page as the API sent it, once it has. */
  page: { meta: { total: number }; totals: Record<NoInfer<K>, number> } | undefined;
  /** The key of the strip's accessible name. */
  label: string;
  area: string;
  labels: Record<K, string>;
  unit: AmountUnit;
}) {
  const t = useT();
  const { language } = useLanguage();
  if (!page || page.meta.total === 0) return null;
  const { totals } = page;
  const figures = Object.entries(labels) as [K, string][];
  return (
    <ListTotals
      label={t(label)}
      testId={`${area}-list-totals`}
      className={`${area}-list-totals`}
      figures={figures.map(([field, key]) => ({
        label: t(key),
        value: (
          <>
            {formatAmount(totals[field], language, unit)} <small>{t(amountUnitKeys[unit])}</small>
          </>
        ),
        testId: `${area}-totals-${kebabCase(field)}`,
      }))}
    />
  );
}
