import { paymentMethods } from '@daftar/db/schema/payment-methods';
import { describeAreaAccess } from '../support/area-access.ts';
import { insertBooks, insertPaymentMethod } from './books.ts';

describeAreaAccess({
  area: 'payment-methods',
  table: paymentMethods,
  insertRecord: (db, companyId) => insertPaymentMethod(db, companyId, insertBooks(db, companyId).cash).id,
  body: { name: 'صندوق دوم', kind: 'CASH', accountId: 1 },
  reads: ['choices'],
  notFound: 'PAYMENT_METHOD_NOT_FOUND',
});
