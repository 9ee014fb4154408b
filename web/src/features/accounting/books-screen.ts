import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { requireActiveCompanyId } from '../../lib/session/active-company.ts';
import { useRoleMay } from '../../lib/session/use-role-may.ts';

/**
 * What a books screen (the chart, the fiscal years, the operations hub, the settings) starts from: texts, language,
 * the active company and whether the role may write the books (a VIEWER reads, so no write button is shown).
 */
export function useBooksScreen() {
  const t = useT();
  const { language } = useLanguage();
  const companyId = requireActiveCompanyId();
  const mayWrite = useRoleMay(companyId, 'accounting', 'write');
  return { t, language, companyId, mayWrite };
}
