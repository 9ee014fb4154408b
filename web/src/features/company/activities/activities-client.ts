import { companyActivityEndpoints } from '@daftar/contracts/endpoints/company-activities';
import { itemCall } from '../../../lib/api/company-calls.ts';

/** The log's page itself is read through lib/api/company-activities.ts (the dashboard shows its newest rows too). */

/** The users the log's filter offers: the company's members and anyone the log names. */
export const listActivityActors = itemCall(companyActivityEndpoints.listActors);
