import { useId } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { useRoleMay } from '../../lib/session/use-role-may.ts';
import { ButtonLink } from '../../ui/button-link.tsx';

/** /company/settings' way to the import page, for a role that may write customers, items or the books. */
export function ImportLinkPanel({ companyId }: { companyId: number }) {
  const t = useT();
  const titleId = useId();
  const mayCustomers = useRoleMay(companyId, 'stakeholders', 'write');
  const mayItems = useRoleMay(companyId, 'items', 'write');
  const mayBooks = useRoleMay(companyId, 'accounting', 'write');
  if (!mayCustomers && !mayItems && !mayBooks) return null;
  return (
    <section className="company-import page-card" aria-labelledby={titleId} data-testid="company-import">
      <h2 id={titleId} className="company-logo-title">
        {t('WEB_COMPANY_IMPORT')}
      </h2>
      <p className="company-form-note">{t('WEB_COMPANY_IMPORT_NOTE')}</p>
      <div className="form-actions">
        <ButtonLink to="/company/import" variant="outline" data-testid="company-import-link">
          {t('WEB_PAGE_IMPORT')}
        </ButtonLink>
      </div>
    </section>
  );
}
