import { Hono } from 'hono';
import { invoiceMoadianEndpoints } from '@daftar/contracts/endpoints/invoice-moadian-exports';
import { exportMoadian, listMoadianExports } from '../domain/invoices/invoice-moadian-exports.ts';
import type { AppEnv } from '../http/app-env.ts';
import { mountEndpoint } from '../http/mount.ts';
import { mountRecordRead } from './company-records.ts';
import { memberDb } from './member-db.ts';

/** A sell e-invoice's exports for the tax system (Moadian); members of the company only. */
export function invoiceMoadianRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  mountRecordRead(app, invoiceMoadianEndpoints.listMoadianExports, listMoadianExports);
  mountEndpoint(app, invoiceMoadianEndpoints.exportMoadian, (c, { params, body }) => {
    const itemInfo = exportMoadian(
      memberDb(c, params.companyId),
      params.companyId,
      params.id,
      c.get('caller').userId,
      body.subject,
    );
    return { success: true as const, itemInfo };
  });
  return app;
}
