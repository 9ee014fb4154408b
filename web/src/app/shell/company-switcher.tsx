import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { storeActiveCompanyId, useActiveCompanyId } from '../../lib/session/active-company.ts';
import { keepOnlySessionQueries } from '../../lib/session/keep-session-queries.ts';
import { useCompanyNames } from '../../lib/session/company-query.ts';
import { profileQuery } from '../../lib/session/profile-query.ts';

/** Switches the active company (businessId); the previous company's cached data is dropped (SPEC §2). */
export function CompanySwitcher() {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data } = useQuery(profileQuery);
  const companies = data?.companies ?? [];
  const names = useCompanyNames(companies.map((company) => company.companyId));
  const activeId = useActiveCompanyId();
  return (
    <label className="company-switcher">
      <span className="visually-hidden">{t('WEB_ACTIVE_COMPANY')}</span>
      <select
        value={String(activeId ?? '')}
        onChange={(event) => {
          storeActiveCompanyId(Number(event.target.value));
          keepOnlySessionQueries(queryClient);
          navigate('/dashboard');
        }}
        data-testid="company-switcher"
      >
        {companies.map((company, index) => (
          <option key={company.companyId} value={company.companyId}>
            {names[index] ?? '…'}
          </option>
        ))}
      </select>
    </label>
  );
}
