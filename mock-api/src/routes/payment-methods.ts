import { Hono } from 'hono';
import { paymentMethodEndpoints } from '@daftar/contracts/endpoints/payment-methods';
import { listPaymentMethods, paymentMethodRecords } from '../domain/payment-methods/payment-methods.ts';
import { listPaymentMethodChoices } from '../domain/payment-methods/posting-choices.ts';
import type { AppEnv } from '../http/app-env.ts';
import { mountCompanyPage, mountCompanyRecords } from './company-records.ts';
import { mountCompanyRead } from './member-db.ts';

/** A company's payment methods; `choices` is mounted before `:id`, which would otherwise take it. */
export function paymentMethodRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  mountCompanyPage(app, paymentMethodEndpoints.list, listPaymentMethods);
  mountCompanyRead(app, paymentMethodEndpoints.listChoices, listPaymentMethodChoices);
  mountCompanyRecords(app, paymentMethodEndpoints, paymentMethodRecords);

  return app;
}
