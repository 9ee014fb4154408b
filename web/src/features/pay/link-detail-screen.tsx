import type { PaymentLink } from '@daftar/contracts/endpoints/pay-schemas';
import { useState } from 'react';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { localDigits } from '../../lib/format/digits.ts';
import { formatAmount } from '../../lib/format/format-amount.ts';
import { formatDate } from '../../lib/format/format-date.ts';
import { Button } from '../../ui/button.tsx';
import { type Fact, FactList } from '../../ui/fact-list.tsx';
import { useActiveCompanyId } from '../../lib/session/active-company.ts';
import { useRoleMay } from '../../lib/session/use-role-may.ts';
import { ButtonLink } from '../../ui/button-link.tsx';
import { StatusBadge } from '../../ui/list/status-badge.tsx';
import { notify } from '../../ui/toast/notify.tsx';
import { linkPriceText } from './link-columns.tsx';
import { usePaymentLink } from './link-screens.tsx';
import { ManualPurchaseDialog } from './manual-purchase-dialog.tsx';
import { linkKindKeys, linkStateKeys, publicLinkUrl } from './pay-labels.ts';

function LinkDetail({ link }: { link: PaymentLink }) {
  const t = useT();
  const { language } = useLanguage();
  const url = publicLinkUrl(link.token);
  const [recording, setRecording] = useState(false);
  const mayWrite = useRoleMay(useActiveCompanyId(), 'pay', 'write');
  const none = '—';
  const day = (iso: string | null) =>
    iso === null ? none : formatDate(`${iso}T12:00:00Z`, language, { style: 'long' });
  const digits = (text: string) => localDigits(text, language);
  const facts: (Fact | false)[] = [
    ['WEB_PAY_LINK_KIND', t(linkKindKeys[link.kind]), 'kind'],
    ['WEB_PAY_LINK_PRICE', `${linkPriceText(link, { t, language })} ${t('WEB_CURRENCY_RIAL')}`, 'price'],
    ['WEB_PAY_LINK_DESCRIPTION', link.description ?? none, 'description'],
    link.kind === 'EVENT' && ['WEB_PAY_EVENT_DATE', day(link.eventOn), 'event-on'],
    [
      'WEB_PAY_LINK_USED',
      digits(link.usageLimit === null ? String(link.usedCount) : `${link.usedCount} / ${link.usageLimit}`),
      'used',
    ],
    ['WEB_PAY_LINK_COLLECTED', `${formatAmount(link.collected, language)} ${t('WEB_CURRENCY_RIAL')}`, 'collected'],
    ['WEB_PAY_EXPIRES_ON', day(link.expiresOn), 'expires-on'],
    ['WEB_PAY_CREATED_AT', formatDate(link.createdAt, language, { style: 'long', withTime: true }), 'created-at'],
  ];
  const copy = async () => {
    await navigator.clipboard.writeText(url);
    void notify.success(t('WEB_PAY_LINK_COPIED'));
  };
  return (
    <article className="pay-detail page-card wide" data-testid="link-detail">
      <header className="record-header">
        <StatusBadge active={link.state === 'AVAILABLE'} label={t(linkStateKeys[link.state])} />
        <div className="action-bar">
          {mayWrite && (
            <ButtonLink to="edit" size="sm" data-testid="link-edit">
              {t('WEB_ACTION_EDIT')}
            </ButtonLink>
          )}
          <ButtonLink to={`../purchases?linkId=${link.id}`} size="sm" variant="outline" data-testid="link-purchases">
            {t('WEB_PAY_TAB_PURCHASES')}
          </ButtonLink>
          {mayWrite && link.state !== 'USED_UP' && (
            <Button size="sm" variant="outline" onClick={() => setRecording(true)} data-testid="link-record-manual">
              {t('WEB_PAY_MANUAL_RECORD')}
            </Button>
          )}
        </div>
      </header>
      <section className="pay-public-url" aria-label={t('WEB_PAY_PUBLIC_LINK')}>
        <span>{t('WEB_PAY_PUBLIC_LINK')}</span>
        <a href={url} target="_blank" rel="noreferrer" dir="ltr" data-testid="link-public-url">
          {url}
        </a>
        <Button size="sm" variant="outline" onClick={copy} data-testid="link-copy">
          {t('WEB_PAY_COPY_LINK')}
        </Button>
      </section>
      <FactList facts={facts} className="facts pay-facts" testIdPrefix="link-fact" />
      {recording && <ManualPurchaseDialog link={link} onClose={() => setRecording(false)} />}
    </article>
  );
}

/**
 * /pay/terminals/{id}/{linkId}: the link's public address to share, its price, use and takings, and recording by
 * hand a payment for it taken outside its page.
 */
export function LinkDetailScreen() {
  const { link } = usePaymentLink();
  return link ? <LinkDetail link={link} /> : null;
}
