import { useQuery } from '@tanstack/react-query';
import { requireActiveCompanyId } from '../../lib/session/active-company.ts';
import { getCompanyProfileQuery } from '../../lib/query/company-profile-queries.ts';
import { CardLinks } from '../../ui/card-links.tsx';
import './company.css';

/** Every page of the company area, in the order an owner sets a business up. */
const pages = [
  { to: '/company/info', title: 'WEB_PAGE_COMPANY_INFO', body: 'WEB_COMPANY_HUB_INFO' },
  { to: '/company/settings', title: 'WEB_PAGE_COMPANY_SETTINGS', body: 'WEB_COMPANY_HUB_SETTINGS' },
  { to: '/company/import', title: 'WEB_PAGE_IMPORT', body: 'WEB_COMPANY_HUB_IMPORT' },
  { to: '/company/payment-methods', title: 'WEB_PAGE_PAYMENT_METHODS', body: 'WEB_COMPANY_HUB_PAYMENT_METHODS' },
  { to: '/company/employees', title: 'WEB_PAGE_EMPLOYEES', body: 'WEB_COMPANY_HUB_EMPLOYEES' },
  { to: '/company/activities', title: 'WEB_PAGE_COMPANY_ACTIVITIES', body: 'WEB_COMPANY_HUB_ACTIVITIES' },
] as const;

/** /company: the business's name and a link to each of its pages. */
export function CompanyHubScreen() {
  const companyId = requireActiveCompanyId();
  const profile = useQuery(getCompanyProfileQuery(companyId)).data;
  return (
    <>
      {profile && (
        <p className="company-hub-name" data-testid="company-hub-name">
          {profile.name}
        </p>
      )}
      <CardLinks
        cards={pages.map((page) => ({ ...page, testId: `company-hub-${page.to.split('/')[2]}` }))}
        testId="company-hub"
      />
    </>
  );
}
