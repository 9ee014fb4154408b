import type { Card } from '@daftar/contracts/endpoints/banking-schemas';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { localDigits } from '../../lib/format/digits.ts';

/** A card as printed: the bank, the masked number (always left to right), the holder, the expiry and its state. */
export function CardFace({ card }: { card: Card }) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <div className="bank-card-face" data-blocked={card.blocked}>
      <span className="bank-muted">{t(`WEB_BANK_NAME_${card.bank}`)}</span>
      <strong className="bank-ltr bank-card-number">{localDigits(card.maskedNumber, language)}</strong>
      <span>{card.holder}</span>
      <span className="bank-muted">
        {t('WEB_BANK_EXPIRY')} <span className="bank-ltr">{localDigits(card.expiry, language)}</span> ·{' '}
        {card.depositTitle}
      </span>
      {card.blocked && (
        <span className="bank-out" data-testid="card-blocked">
          {t('WEB_BANK_CARD_BLOCKED')}
        </span>
      )}
    </div>
  );
}
