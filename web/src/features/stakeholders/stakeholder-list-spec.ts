import {
  stakeholderKindSchema,
  stakeholderRoleSchema,
  stakeholderSortFields,
} from '@daftar/contracts/endpoints/stakeholders';
import { defineListSpec } from '../../lib/list/list-state.ts';

/** /stakeholders' URL state: the contract's sort fields and filter values, newest first by default. */
export const stakeholderListSpec = defineListSpec({
  sortFields: stakeholderSortFields,
  defaultSort: '-createdAt',
  filters: {
    kind: stakeholderKindSchema.options,
    role: stakeholderRoleSchema.options,
    active: ['true', 'false'],
  },
});

export const stakeholderKindKeys = {
  INDIVIDUAL: 'WEB_STAKEHOLDER_KIND_INDIVIDUAL',
  BUSINESS: 'WEB_STAKEHOLDER_KIND_BUSINESS',
};
export const stakeholderRoleKeys = {
  customer: 'WEB_STAKEHOLDER_ROLE_CUSTOMER',
  supplier: 'WEB_STAKEHOLDER_ROLE_SUPPLIER',
};
