import { Hono } from 'hono';
import { invoicePdfEndpoints } from '@daftar/contracts/endpoints/invoice-pdf';
import { invoicePdf } from '../domain/invoices/pdf/invoice-pdf.ts';
import type { AppEnv } from '../http/app-env.ts';
import { fileAnswer } from '../http/file-answer.ts';
import { mountEndpoint } from '../http/mount.ts';
import { memberDb } from './member-db.ts';

/** An invoice's PDF, for members of the company only (the invoice routes' rule). */
export function invoicePdfRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  mountEndpoint(app, invoicePdfEndpoints.pdf, async (c, { params, query }) =>
    fileAnswer(c, await invoicePdf(memberDb(c, params.companyId), params.companyId, params.id, query.layout)),
  );
  return app;
}
