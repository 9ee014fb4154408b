import { legalBookPdfName } from '@daftar/contracts/endpoints/accounting-legal-books';
import { useState } from 'react';
import { useT } from '../../../i18n/use-t.ts';
import { apiClient } from '../../../lib/api/client.ts';
import { downloadBlob } from '../../../lib/csv/download-file.ts';
import { requireActiveCompanyId } from '../../../lib/session/active-company.ts';
import { Button } from '../../../ui/button.tsx';
import { notify } from '../../../ui/toast/notify.tsx';
import { downloadLegalJournalPdf, downloadLegalLedgerPdf } from './legal-books-client.ts';

/**
 * Downloads the book's A4 PDF as the server draws it (the screen's pages under the company's header, in the company's
 * language of printed documents) for the period the screen shows, as `legal-<book>-<from>-<to>.pdf`.
 */
export function LegalBookPdfButton({
  book,
  period,
  accountId,
  disabled,
}: {
  book: 'journal' | 'ledger';
  period: { fiscalYearId: number; from: string; to: string };
  /** The ledger's one kol; every kol without it. */
  accountId?: number | undefined;
  disabled: boolean;
}) {
  const t = useT();
  const companyId = requireActiveCompanyId();
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      const file =
        book === 'journal'
          ? await downloadLegalJournalPdf(apiClient, companyId, period)
          : await downloadLegalLedgerPdf(apiClient, companyId, { ...period, accountId });
      downloadBlob(legalBookPdfName(book, period), file);
    } catch (error) {
      void notify.error(error);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={disabled}
      loading={busy}
      onClick={() => void download()}
      data-testid="legal-book-pdf"
    >
      {t('WEB_LEGAL_PDF')}
    </Button>
  );
}
