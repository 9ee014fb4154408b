import type { PaymentReceipt, PublicPaymentLink } from '@daftar/contracts/endpoints/pay-schemas';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useParams } from 'react-router';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { localDigits } from '../../lib/format/digits.ts';
import { formatAmount } from '../../lib/format/format-amount.ts';
import { formatDate } from '../../lib/format/format-date.ts';
import { apiClient } from '../../lib/api/client.ts';
import { isNotFound } from '../../lib/routing/record-id.ts';
import { AuthFrame } from '../../ui/auth-frame.tsx';
import { getPublicPaymentLink } from './pay-public-client.ts';
import { PublicPayForm } from './public-pay-form.tsx';
import './pay-public.css';

const refusalKeys = {
  EXPIRED: 'LINK_EXPIRED',
  INACTIVE: 'LINK_INACTIVE',
  USED_UP: 'LINK_USED_UP',
} as const;

function Receipt({ receipt }: { receipt: PaymentReceipt }) {
  const t = useT();
  const { language } = useLanguage();
  const rows: [string, string, string][] = [
    ['WEB_PUBLIC_PAY_REFERENCE', localDigits(receipt.reference, language), 'reference'],
    ['WEB_PUBLIC_PAY_AMOUNT', `${formatAmount(receipt.amount, language)} ${t('WEB_CURRENCY_RIAL')}`, 'amount'],
    ['WEB_PUBLIC_PAY_CARD', localDigits(receipt.cardMasked, language), 'card'],
    ['WEB_PUBLIC_PAY_TIME', formatDate(receipt.paidAt, language, { style: 'long', withTime: true }), 'time'],
  ];
  return (
    <section className="public-pay-receipt" role="status" data-testid="pay-receipt">
      <p className="public-pay-success">{t('WEB_PUBLIC_PAY_SUCCESS', { business: receipt.businessName })}</p>
      <dl>
        {rows.map(([label, value, id]) => (
          <div key={id}>
            <dt>{t(label)}</dt>
            <dd dir={id === 'card' ? 'ltr' : undefined} data-testid={`receipt-${id}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function LinkSummary({ link }: { link: PublicPaymentLink }) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <section className="public-pay-summary" data-testid="pay-summary">
      <p className="public-pay-business" data-testid="pay-business">
        {link.businessName}
      </p>
      <h2 className="public-pay-title">{link.title}</h2>
      {link.description && <p className="public-pay-description">{link.description}</p>}
      {link.eventOn && (
        <p className="public-pay-description">
          {t('WEB_PUBLIC_PAY_EVENT_ON', { date: formatDate(`${link.eventOn}T12:00:00Z`, language, { style: 'long' }) })}
        </p>
      )}
      {link.amountMode === 'FIXED' && link.amount !== null && (
        <p className="public-pay-amount" data-testid="pay-fixed-amount">
          {formatAmount(link.amount, language)} <small>{t('WEB_CURRENCY_RIAL')}</small>
        </p>
      )}
    </section>
  );
}

/**
 * /p/{token}: a payment link's public page. A payer opens it without signing in and sees only what paying needs:
 * the business, the title, the amount; then pays by card, or is told why the link takes no payment.
 */
export function PublicLinkScreen() {
  const t = useT();
  const token = useParams().token ?? '';
  const [receipt, setReceipt] = useState<PaymentReceipt | null>(null);
  const query = useQuery({
    queryKey: ['pay-public', token],
    queryFn: () => getPublicPaymentLink(apiClient, token),
    retry: false,
  });
  const link = query.data;
  let body: ReactNode = <p className="public-pay-note">{t('WEB_PUBLIC_PAY_LOADING')}</p>;
  if (query.error) {
    body = (
      <p className="public-pay-refusal" role="alert" data-testid="pay-refusal">
        {t(isNotFound(query.error) ? 'PAYMENT_LINK_NOT_FOUND' : 'WEB_PUBLIC_PAY_UNAVAILABLE')}
      </p>
    );
  } else if (link) {
    body = (
      <>
        <LinkSummary link={link} />
        {receipt ? (
          <Receipt receipt={receipt} />
        ) : link.state === 'AVAILABLE' ? (
          <PublicPayForm link={link} onPaid={setReceipt} />
        ) : (
          <p className="public-pay-refusal" role="alert" data-testid="pay-refusal">
            {t(refusalKeys[link.state])}
          </p>
        )}
      </>
    );
  }
  return (
    <AuthFrame title={t('WEB_PUBLIC_PAY_TITLE')}>
      <div className="public-pay">{body}</div>
    </AuthFrame>
  );
}
