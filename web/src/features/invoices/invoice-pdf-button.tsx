import { type InvoicePdfLayout, invoicePdfName } from '@daftar/contracts/endpoints/invoice-pdf';
import type { Invoice } from '@daftar/contracts/endpoints/invoices-schemas';
import { useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { apiClient } from '../../lib/api/client.ts';
import { downloadBlob } from '../../lib/csv/download-file.ts';
import { Button } from '../../ui/button.tsx';
import { notify } from '../../ui/toast/notify.tsx';
import { downloadInvoicePdf } from './invoice-pdf-client.ts';

/** Downloads the invoice's PDF (the server's, with Vazirmatn embedded) as `invoice-<number>.pdf`. */
export function InvoicePdfButton({
  companyId,
  invoice,
  layout,
}: {
  companyId: number;
  invoice: Invoice;
  layout: InvoicePdfLayout;
}) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      downloadBlob(
        invoicePdfName(invoice.displayNumber, invoice.id),
        await downloadInvoicePdf(apiClient, companyId, invoice.id, layout),
      );
    } catch (error) {
      void notify.error(error);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="outline" onClick={() => void download()} loading={busy} data-testid="invoice-pdf-download">
      {t('WEB_INVOICE_ACTION_PDF')}
    </Button>
  );
}
