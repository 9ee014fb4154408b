import { useT } from '../../i18n/use-t.ts';
import { useActiveCompanyId } from '../../lib/session/active-company.ts';
import { useRoleMay } from '../../lib/session/use-role-may.ts';
import { ButtonLink } from '../../ui/button-link.tsx';

/**
 * The three ways to make a link from the terminal's page (SPEC §2: /new-payment, /new-purchase, /new-event); none
 * for a role that may not write the pay area (the shared role table: a VIEWER would only get 403).
 */
export function NewLinkButtons() {
  const t = useT();
  if (!useRoleMay(useActiveCompanyId(), 'pay', 'write')) return null;
  return (
    <>
      <ButtonLink to="new-event" variant="outline" data-testid="pay-new-event">
        {t('WEB_PAGE_NEW_EVENT')}
      </ButtonLink>
      <ButtonLink to="new-purchase" variant="outline" data-testid="pay-new-purchase">
        {t('WEB_PAGE_NEW_PURCHASE')}
      </ButtonLink>
      <ButtonLink to="new-payment" data-testid="pay-new-payment">
        {t('WEB_PAGE_NEW_PAYMENT')}
      </ButtonLink>
    </>
  );
}
