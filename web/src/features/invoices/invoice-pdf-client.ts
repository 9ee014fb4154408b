import { type InvoicePdfLayout, invoicePdfEndpoints } from '@daftar/contracts/endpoints/invoice-pdf';
import type { HttpClient } from '../../lib/api/http-client.ts';

/** The invoice's PDF as the server draws it (in the company's language of printed documents), as a Blob. */
export async function downloadInvoicePdf(client: HttpClient, companyId: number, id: number, layout: InvoicePdfLayout) {
  return (await client.download(invoicePdfEndpoints.pdf, { params: { companyId, id }, query: { layout } })).data;
}
