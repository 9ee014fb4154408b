import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useCrumbLabel } from '../../lib/routing/crumb-labels.ts';
import { requireActiveCompanyId } from '../../lib/session/active-company.ts';
import { getStakeholderQuery } from '../../lib/query/stakeholder-record-query.ts';
import { stakeholderIdParam } from './stakeholder-loaders.ts';

/**
 * The stakeholder of the route's `:id` in the active company. The loader has read it (its 404 went to the route's
 * error boundary), so `record` is there except for the moment a deleted record's page is left.
 */
export function useStakeholderRecord() {
  const companyId = requireActiveCompanyId();
  const id = stakeholderIdParam(useParams().id);
  const record = useQuery(getStakeholderQuery(companyId, id)).data;
  // The record's pages (detail, edit) name the page title or their breadcrumb after the stakeholder.
  useCrumbLabel(`/stakeholders/${id}`, record?.displayName);
  return { companyId, id, record };
}
