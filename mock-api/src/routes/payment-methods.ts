import { Hono } from 'hono';
import { paymentMethodEndpoints } from '@daftar/contracts/endpoints/payment-methods';
import {
  createPaymentMethod,
  getPaymentMethod,
  listPaymentMethods,
  removePaymentMethod,
  updatePaymentMethod,
} from '../domain/payment-methods/payment-methods.ts';
import { listPaymentMethodChoices } from '../domain/payment-methods/posting-choices.ts';
import type { AppEnv } from '../http/app-env.ts';
import { mountEndpoint } from '../http/mount.ts';
import { memberDb } from './member-db.ts';

/** A company's payment methods; `choices` is mounted before `:id`, which would otherwise take it. */
export function paymentMethodRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  mountEndpoint(app, paymentMethodEndpoints.list, (c, { params, query }) => {
    const { rows, total } = listPaymentMethods(memberDb(c, params.companyId), params.companyId, query);
    return { success: true as const, data: rows, meta: { page: query.page, pageSize: query.pageSize, total } };
  });

  mountEndpoint(app, paymentMethodEndpoints.listChoices, (c, { params }) => ({
    success: true as const,
    itemInfo: listPaymentMethodChoices(memberDb(c, params.companyId), params.companyId),
  }));

  mountEndpoint(app, paymentMethodEndpoints.get, (c, { params }) => ({
    success: true as const,
    itemInfo: getPaymentMethod(memberDb(c, params.companyId), params.companyId, params.id),
  }));

  mountEndpoint(app, paymentMethodEndpoints.create, (c, { params, body }) => {
    const itemInfo = createPaymentMethod(memberDb(c, params.companyId), params.companyId, body);
    return { success: true as const, itemInfo };
  });

  mountEndpoint(app, paymentMethodEndpoints.update, (c, { params, body }) => ({
    success: true as const,
    itemInfo: updatePaymentMethod(memberDb(c, params.companyId), params.companyId, params.id, body),
  }));

  mountEndpoint(app, paymentMethodEndpoints.remove, (c, { params }) => ({
    success: true as const,
    itemInfo: { outcome: removePaymentMethod(memberDb(c, params.companyId), params.companyId, params.id) },
  }));

  return app;
}
