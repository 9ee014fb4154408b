import { receiptPdfBase64 } from '@daftar/contracts/examples/attachments';
import { describe, expect, it } from 'vitest';
import { expectPdf } from '../../lib/api/testing/pdf.ts';
import { signedInPact } from '../../lib/api/testing/pact.ts';
import { downloadInvoicePdf } from './invoice-pdf-client.ts';
import { company, example, hasInvoices, invoiceAt, invoicesPath, regex } from './invoices-pact-fixtures.ts';

/**
 * The consumer's mock answers a small PDF; the provider's is drawn anew, which Pact allows: a binary body is matched
 * by its type's signature (a `contentType` matcher), not byte for byte.
 */
const examplePdf = Buffer.from(receiptPdfBase64, 'base64');
const disposition = {
  'Content-Disposition': regex(
    /^attachment; filename="invoice-[\w-]+\.pdf"; filename\*=UTF-8''invoice-\S+\.pdf$/,
    'attachment; filename="invoice-S-12.pdf"; filename*=UTF-8\'\'invoice-S-12.pdf',
  ),
};

/** An invoice of the state downloaded as a PDF in `layout`: the answer is the example PDF under its file name. */
const pdfPact = (description: string, invoice: 'issuedInvoiceId' | 'draftInvoiceId', layout: 'a4' | 'receipt') =>
  signedInPact(hasInvoices, company)
    .uponReceiving(description)
    .request(['GET', invoiceAt(invoice, '/pdf')], { query: { layout } })
    .answersFile(200, 'application/pdf', examplePdf, disposition);

describe("an invoice's PDF", () => {
  it('downloads the A4 PDF of an issued invoice', async () => {
    await pdfPact('a request for the A4 PDF of an issued invoice', 'issuedInvoiceId', 'a4').test(async (client) => {
      const file = await downloadInvoicePdf(client, company.companyId, example.issuedInvoiceId, 'a4');
      await expectPdf(file);
    });
  });

  it('downloads the 80 mm receipt PDF of a draft (stamped as a draft)', async () => {
    await pdfPact('a request for the receipt PDF of a draft invoice', 'draftInvoiceId', 'receipt').test(
      async (client) => {
        const file = await downloadInvoicePdf(client, company.companyId, example.draftInvoiceId, 'receipt');
        expect(file.type).toBe('application/pdf');
      },
    );
  });

  it('answers 400 on the field for a layout other than a4 or receipt', async () => {
    await signedInPact(hasInvoices, company)
      .uponReceiving('a request for an invoice PDF in a layout there is not')
      .request(['GET', invoiceAt('issuedInvoiceId', '/pdf')], { query: { layout: 'letter' } })
      .refuses(400, 'VALIDATION_FAILED', [{ path: 'query.layout', message: 'INVALID_PDF_LAYOUT' }])
      // The screen only offers a4 and receipt; the client sends what it is given.
      .testRefused((client) =>
        downloadInvoicePdf(client, company.companyId, example.issuedInvoiceId, 'letter' as 'a4'),
      );
  });

  it('answers 404 for an invoice the company does not have', async () => {
    await signedInPact(hasInvoices, company)
      .uponReceiving('a request for the PDF of an invoice the company does not have')
      .request(['GET', `${invoicesPath}/999999/pdf`], { query: { layout: 'a4' } })
      .refusesCall(404, 'INVOICE_NOT_FOUND', (client) => downloadInvoicePdf(client, company.companyId, 999999, 'a4'));
  });
});
