import { receiptPdfBase64 } from '@daftar/contracts/examples/attachments';
import { describe, expect, it } from 'vitest';
import { expectPdf } from '../../../lib/api/testing/pdf.ts';
import { signedInPact } from '../../../lib/api/testing/pact.ts';
import { injected, posted, postedParams, regex, reports } from '../accounting-pact-fixtures.ts';
import { downloadLegalJournalPdf, downloadLegalLedgerPdf } from './legal-books-client.ts';

/**
 * The consumer's mock answers a small PDF; the provider's is drawn anew, which Pact allows: a binary body is matched
 * by its type's signature (a `contentType` matcher), not byte for byte.
 */
const examplePdf = Buffer.from(receiptPdfBase64, 'base64');
const disposition = (book: string) => ({
  'Content-Disposition': regex(
    new RegExp(
      `^attachment; filename="legal-${book}-\\d{4}-\\d\\d-\\d\\d-\\d{4}-\\d\\d-\\d\\d\\.pdf"; filename\\*=UTF-8''\\S+$`,
    ),
    `attachment; filename="legal-${book}-2026-04-21-2026-05-21.pdf"; filename*=UTF-8''legal-${book}-2026-04-21-2026-05-21.pdf`,
  ),
});
const month = { from: '2026-04-21', to: '2026-05-21' };

describe("the legal books' PDF", () => {
  it("downloads the PDF of a month's journal", async () => {
    await signedInPact(posted, postedParams)
      .uponReceiving("a request for the PDF of a month's legal journal")
      .request(`GET ${reports}/legal-journal/pdf`, { query: month })
      .answersFile(200, 'application/pdf', examplePdf, disposition('journal'))
      .test(async (client) => {
        const file = await downloadLegalJournalPdf(client, 1, month);
        await expectPdf(file);
      });
  });

  it("downloads the PDF of one kol's ledger", async () => {
    await signedInPact(posted, postedParams)
      .uponReceiving("a request for the PDF of the cash and bank kol's legal ledger")
      .request(`GET ${reports}/legal-ledger/pdf`, { query: { ...month, accountId: injected('cashKolId') } })
      .answersFile(200, 'application/pdf', examplePdf, disposition('ledger'))
      .test(async (client) => {
        const file = await downloadLegalLedgerPdf(client, 1, { ...month, accountId: 9 });
        expect(file.type).toBe('application/pdf');
      });
  });

  it('answers 400 PERIOD_OUTSIDE_YEAR for a range across fiscal years', async () => {
    const across = { from: '2026-03-21', to: '2027-04-01' };
    await signedInPact(posted, postedParams)
      .uponReceiving('a request for the PDF of a legal journal across fiscal years')
      .request(`GET ${reports}/legal-journal/pdf`, { query: across })
      .refusesCall(400, 'PERIOD_OUTSIDE_YEAR', (client) => downloadLegalJournalPdf(client, 1, across));
  });
});
