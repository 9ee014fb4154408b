import { invoiceMoadianEndpoints } from '@daftar/contracts/endpoints/invoice-moadian-exports';
import type { MoadianExportInput } from '@daftar/contracts/endpoints/invoices-moadian';
import type { HttpClient } from '../../lib/api/http-client.ts';
import { idCall } from '../../lib/api/company-calls.ts';

/** A sell e-invoice's exports for the tax system (newest first) and which subjects may be exported now. */
export const listMoadianExports = idCall(invoiceMoadianEndpoints.listMoadianExports);

/** Exports the e-invoice with a subject (1 original, 2 correction, 3 cancellation, 4 return) and records it. */
export async function exportMoadian(
  client: HttpClient,
  companyId: number,
  id: number,
  subject: MoadianExportInput['subject'],
) {
  return (await client.call(invoiceMoadianEndpoints.exportMoadian, { params: { companyId, id }, body: { subject } }))
    .itemInfo;
}
