import { useQuery } from '@tanstack/react-query';
import { NavLink } from 'react-router';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { localDigits } from '../../lib/format/digits.ts';
import { formatAmount } from '../../lib/format/format-amount.ts';
import { formatDate } from '../../lib/format/format-date.ts';
import { getTerminalTakingsQuery } from './api.ts';
import { useTerminalId } from './use-terminal.ts';

/**
 * Today's and this month's takings above the terminal's lists (with what of them was recorded by hand, which the
 * bank does not settle), and the tabs between its links and its purchases.
 */
export function TerminalTakings() {
  const t = useT();
  const { language } = useLanguage();
  const terminalId = useTerminalId();
  const takings = useQuery(getTerminalTakingsQuery(terminalId)).data;
  const day = (iso: string) => formatDate(`${iso}T12:00:00Z`, language, { style: 'long' });
  const cards = takings
    ? [
        { id: 'today', label: t('WEB_PAY_TAKINGS_TODAY'), note: day(takings.today.date), figures: takings.today },
        {
          id: 'month',
          label: t('WEB_PAY_TAKINGS_MONTH'),
          note: `${day(takings.month.from)} – ${day(takings.month.to)}`,
          figures: takings.month,
        },
      ]
    : [];
  return (
    <>
      <section className="pay-takings" aria-label={t('WEB_PAY_TAKINGS')}>
        {cards.map((card) => (
          <div key={card.id} className="pay-takings-card page-card" data-testid={`pay-takings-${card.id}`}>
            <span className="pay-takings-label">{card.label}</span>
            <strong className="pay-takings-amount" data-testid={`pay-takings-${card.id}-amount`}>
              {formatAmount(card.figures.amount, language)} <small>{t('WEB_CURRENCY_RIAL')}</small>
            </strong>
            <span className="pay-takings-note">
              {t('WEB_PAY_TAKINGS_COUNT', { number: localDigits(String(card.figures.count), language) })} · {card.note}
            </span>
            {card.figures.manualAmount > 0 && (
              <span className="pay-takings-note" data-testid={`pay-takings-${card.id}-manual`}>
                {t('WEB_PAY_TAKINGS_MANUAL', { amount: formatAmount(card.figures.manualAmount, language) })}
              </span>
            )}
          </div>
        ))}
      </section>
      <nav className="section-tabs" aria-label={t('WEB_SECTION_TABS')}>
        {/* Absolute: this renders inside both tabs' routes, where "." would be the purchases page itself. */}
        <NavLink to={`/pay/terminals/${terminalId}`} end className="section-tab" data-testid="pay-tab-links">
          {t('WEB_PAY_TAB_LINKS')}
        </NavLink>
        <NavLink to={`/pay/terminals/${terminalId}/purchases`} className="section-tab" data-testid="pay-tab-purchases">
          {t('WEB_PAY_TAB_PURCHASES')}
        </NavLink>
      </nav>
    </>
  );
}
