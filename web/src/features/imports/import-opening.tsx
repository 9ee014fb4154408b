import type { ImportOpening } from '@daftar/contracts/endpoints/imports';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { formatCivilDate } from '../../lib/format/civil-date.ts';
import { formatAmount } from '../../lib/format/format-amount.ts';
import { localDigits } from '../../lib/format/digits.ts';
import { FormError } from '../../ui/fields/form-error.tsx';

/** Whether an opening-balances file may be written: it balances and its opening voucher may be written. */
export const openingWritable = (opening: ImportOpening | undefined) =>
  opening === undefined || (opening.difference === 0 && opening.refusal === null);

/**
 * What an opening-balances file would write: the open year's opening voucher with its date, its debits, credits
 * and their difference, the imported voucher it replaces, or why it cannot be written.
 */
export function ImportOpeningCard({ opening }: { opening: ImportOpening }) {
  const t = useT();
  const { language } = useLanguage();
  const money = (rials: number) => formatAmount(rials, language);
  const figures = [
    ['debit', 'WEB_IMPORT_OPENING_DEBIT', opening.debit],
    ['credit', 'WEB_IMPORT_OPENING_CREDIT', opening.credit],
    ['difference', 'WEB_IMPORT_OPENING_DIFFERENCE', Math.abs(opening.difference)],
  ] as const;
  return (
    <section className="import-opening page-card" data-testid="import-opening">
      <h2>{t('WEB_IMPORT_OPENING_TITLE')}</h2>
      <p className="import-note">{t('WEB_IMPORT_OPENING_RULE')}</p>
      {opening.date && <p>{t('WEB_IMPORT_OPENING_DATE', { date: formatCivilDate(opening.date, language) })}</p>}
      <dl className="import-figures">
        {figures.map(([name, label, value]) => (
          <div key={name} className={name === 'difference' && value !== 0 ? 'is-error' : undefined}>
            <dt>{t(label)}</dt>
            <dd data-testid={`import-opening-${name}`} data-rials={value}>
              {money(value)}
            </dd>
          </div>
        ))}
      </dl>
      {opening.difference === 0 ? (
        <p data-testid="import-opening-balanced">{t('WEB_IMPORT_OPENING_BALANCED')}</p>
      ) : (
        <p className="form-error" role="alert" data-testid="import-opening-unbalanced">
          {t('WEB_IMPORT_OPENING_UNBALANCED', { amount: money(Math.abs(opening.difference)) })}
        </p>
      )}
      {opening.replaces && opening.refusal === null && (
        <p data-testid="import-opening-replaces">
          {t('WEB_IMPORT_OPENING_REPLACES', { number: localDigits(String(opening.replaces.number), language) })}
        </p>
      )}
      <FormError text={opening.refusal && t(opening.refusal)} testId="import-opening-refusal" />
    </section>
  );
}
