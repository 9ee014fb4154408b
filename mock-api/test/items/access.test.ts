import { items } from '@daftar/db/schema/items';
import { describeAreaAccess } from '../support/area-access.ts';
import { insertItem } from '../support/factories.ts';

describeAreaAccess({
  area: 'items',
  table: items,
  insertRecord: (db, companyId) => insertItem(db, companyId, { code: '1001', category: 'نوشیدنی' }).id,
  body: { kind: 'SERVICE', name: 'مشاوره', unit: 'ساعت', vatApplicable: true },
  lists: ['categories'],
  reads: ['next-code'],
  notFound: 'ITEM_NOT_FOUND',
});
