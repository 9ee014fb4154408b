import { useT } from '../../i18n/use-t.ts';
import { useActiveCompanyId } from '../../lib/session/active-company.ts';
import { useRoleMay } from '../../lib/session/use-role-may.ts';
import { NewLinks } from '../../ui/list/new-links.tsx';

/**
 * The three ways to make a link from the terminal's page (SPEC §2: /new-payment, /new-purchase, /new-event); none
 * for a role that may not write the pay area (the shared role table: a VIEWER would only get 403).
 */
export function NewLinkButtons() {
  const t = useT();
  if (!useRoleMay(useActiveCompanyId(), 'pay', 'write')) return null;
  return (
    <NewLinks
      links={[
        { to: 'new-event', label: t('WEB_PAGE_NEW_EVENT'), testId: 'pay-new-event' },
        { to: 'new-purchase', label: t('WEB_PAGE_NEW_PURCHASE'), testId: 'pay-new-purchase' },
        { to: 'new-payment', label: t('WEB_PAGE_NEW_PAYMENT'), testId: 'pay-new-payment' },
      ]}
    />
  );
}
