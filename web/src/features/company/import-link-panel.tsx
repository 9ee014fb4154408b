import { useT } from '../../i18n/use-t.ts';
import { useRoleMay } from '../../lib/session/use-role-may.ts';
import { ButtonLink } from '../../ui/button-link.tsx';
import { CompanyPanel } from './company-panel.tsx';

/** /company/settings' way to the import page, for a role that may write customers, items or the books. */
export function ImportLinkPanel({ companyId }: { companyId: number }) {
  const t = useT();
  const mayCustomers = useRoleMay(companyId, 'stakeholders', 'write');
  const mayItems = useRoleMay(companyId, 'items', 'write');
  const mayBooks = useRoleMay(companyId, 'accounting', 'write');
  if (!mayCustomers && !mayItems && !mayBooks) return null;
  return (
    <CompanyPanel name="import" title={t('WEB_COMPANY_IMPORT')} note={t('WEB_COMPANY_IMPORT_NOTE')}>
      <div className="form-actions">
        <ButtonLink to="/company/import" variant="outline" data-testid="company-import-link">
          {t('WEB_PAGE_IMPORT')}
        </ButtonLink>
      </div>
    </CompanyPanel>
  );
}
