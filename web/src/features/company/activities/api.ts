import { companyActivitiesKey } from '../../../lib/query/company-activities-query.ts';
import { listActivityActors } from './activities-client.ts';
import { companyCallQuery } from '../../../lib/query/company-call-query.ts';

export const listActivityActorsQuery = (companyId: number) =>
  companyCallQuery([...companyActivitiesKey(companyId), 'actors'], companyId, listActivityActors);
