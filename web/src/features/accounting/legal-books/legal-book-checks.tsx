import type { LegalBookCheck } from '@daftar/contracts/endpoints/accounting-legal-books';
import { Link } from 'react-router';
import { useLanguage } from '../../../i18n/language-context.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { localDigits } from '../../../lib/format/digits.ts';
import { formatAmount } from '../../../lib/format/format-amount.ts';
import { formatDate } from '../../../lib/format/format-date.ts';

/** Why a red check is red, in words: the missing numbers, the disagreeing totals, a seal date never set. */
function CheckDetail({ check }: { check: LegalBookCheck }) {
  const t = useT();
  const { language } = useLanguage();
  const digits = (value: number) => localDigits(String(value), language);
  if (check.ok) return null;
  if (check.code === 'NO_NUMBER_GAPS') {
    return <p className="legal-check-detail">{check.missingNumbers.map(digits).join('، ')}</p>;
  }
  if (check.code === 'AFTER_SEAL' && check.count === 0) {
    return (
      <p className="legal-check-detail">
        <Link to="/accounting/settings#legal-books">{t('WEB_LEGAL_CHECK_SEAL_NOT_SET')}</Link>
      </p>
    );
  }
  if (check.totals) {
    const sides = (pair: { debit: number; credit: number }) =>
      `${formatAmount(pair.debit, language)} / ${formatAmount(pair.credit, language)}`;
    return (
      <p className="legal-check-detail">
        {t('WEB_LEGAL_CHECK_TOTALS', {
          journal: sides(check.totals.journal),
          ledger: sides(check.totals.ledger),
          trialBalance: sides(check.totals.trialBalance),
        })}
      </p>
    );
  }
  return (
    <ul className="legal-check-vouchers">
      {check.vouchers.map((voucher) => (
        <li key={voucher.id}>
          <Link to={`/accounting/journal-ledger/${voucher.id}/edit`} data-testid={`legal-check-voucher-${voucher.id}`}>
            {t('WEB_LEGAL_CHECK_VOUCHER', {
              number: digits(voucher.number),
              date: formatDate(`${voucher.date}T12:00:00Z`, language),
            })}
          </Link>
        </li>
      ))}
      {check.count > check.vouchers.length && <li>{t('WEB_LEGAL_CHECK_MORE', { count: digits(check.count) })}</li>}
    </ul>
  );
}

/**
 * The checks shown before the books are printed or exported, each green or red; a red one names the vouchers at
 * fault (linked to the journal), the missing numbers or the totals that disagree.
 */
export function LegalBookChecks({ checks }: { checks: LegalBookCheck[] }) {
  const t = useT();
  const passed = checks.every((check) => check.ok);
  return (
    <section className="legal-checks" aria-label={t('WEB_LEGAL_CHECKS')} data-testid="legal-checks">
      <h2 className="legal-checks-title">{t(passed ? 'WEB_LEGAL_CHECKS_PASSED' : 'WEB_LEGAL_CHECKS_FAILED')}</h2>
      <ul className="legal-checks-list">
        {checks.map((check) => (
          <li
            key={check.code}
            className={`legal-check ${check.ok ? 'legal-check-ok' : 'legal-check-failed'}`}
            data-testid={`legal-check-${check.code}`}
            data-ok={check.ok}
          >
            <span className="legal-check-mark" aria-hidden="true">
              {check.ok ? '✓' : '✗'}
            </span>
            <span className="legal-check-text">
              {t(`WEB_LEGAL_CHECK_${check.code}`)}
              <span className="visually-hidden">{t(check.ok ? 'WEB_LEGAL_CHECK_OK' : 'WEB_LEGAL_CHECK_FAILED')}</span>
            </span>
            <CheckDetail check={check} />
          </li>
        ))}
      </ul>
    </section>
  );
}
