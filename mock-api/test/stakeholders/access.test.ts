import { stakeholders } from '@daftar/db/schema/stakeholders';
import { describeAreaAccess } from '../support/area-access.ts';
import { insertStakeholder } from '../support/factories.ts';

describeAreaAccess({
  area: 'stakeholders',
  table: stakeholders,
  insertRecord: (db, companyId) =>
    insertStakeholder(db, companyId, { code: '1001', firstName: 'مریم', lastName: 'احمدی' }).id,
  body: { kind: 'INDIVIDUAL', firstName: 'کاوه', lastName: 'یزدانی', isCustomer: true, isSupplier: false },
  reads: ['next-code'],
  notFound: 'STAKEHOLDER_NOT_FOUND',
});
