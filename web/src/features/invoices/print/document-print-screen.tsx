import { useLocation, useParams } from 'react-router';
import { useLanguage } from '../../../i18n/language-context.tsx';
import { useT } from '../../../i18n/use-t.ts';
import { localDigits } from '../../../lib/format/digits.ts';
import { useCrumbLabel } from '../../../lib/routing/crumb-labels.ts';
import { RecordNotFound } from '../../../ui/record-not-found.tsx';
import { invoicePath } from '../invoice-status.tsx';
import { documentPrintModel, type PrintDocumentKind } from './document-print-model.ts';
import { PageSize, PrintActions, PrintStage } from './invoice-print-screen.tsx';
import { companyParty, stakeholderParty } from './print-parties.ts';
import { usePrintData } from './print-data.ts';
import { DocumentSheet } from './print-document-a4.tsx';
import { PrintLanguage } from './print-language.tsx';
import './invoice-print.css';

const crumbKeys: Record<PrintDocumentKind, string> = {
  return: 'WEB_PRINT_RETURN_PAGE_TITLE',
  delivery: 'WEB_PRINT_DELIVERY_PAGE_TITLE',
};

/**
 * /invoices/{kind}/print/{id}/return/{documentId} and …/delivery/{documentId}: one of the invoice's returns or
 * delivery notes as it prints on A4, in the company's language of printed documents, with Print and the way back
 * to the invoice. The document comes with its invoice (no call of its own); one the invoice does not have is the
 * not-found state.
 */
export function DocumentPrintScreen({ kind }: { kind: PrintDocumentKind }) {
  const t = useT();
  const { language } = useLanguage();
  const { pathname } = useLocation();
  const documentId = Number(useParams().documentId);
  const { invoice, profile, logoUrl, stakeholder, unit, documentLanguage } = usePrintData();
  const model = invoice ? documentPrintModel(invoice, kind, documentId) : null;
  useCrumbLabel(
    pathname,
    model ? t(crumbKeys[kind], { number: localDigits(String(model.number), language) }) : undefined,
  );
  if (!invoice) return null;
  if (!model) {
    return (
      <RecordNotFound
        title="WEB_PRINT_DOCUMENT_NOT_FOUND"
        body="WEB_PRINT_DOCUMENT_NOT_FOUND_BODY"
        listPath={invoicePath(invoice)}
        testId="print-document-not-found"
      />
    );
  }
  const printed = documentLanguage ?? language;
  const company = companyParty(profile);
  const party = stakeholderParty(invoice, stakeholder, printed === 'fa' ? '، ' : ', ');
  return (
    <div className="invoice-print invoice-print-a4" data-testid="invoice-print" data-paper="a4">
      <div className="invoice-print-toolbar">
        <PrintActions backTo={invoicePath(invoice)} />
      </div>
      <PrintStage>
        <PrintLanguage language={printed}>
          <DocumentSheet
            invoice={invoice}
            model={model}
            company={company}
            seller={model.parties.seller === 'company' ? company : party}
            buyer={model.parties.buyer === 'company' ? company : party}
            logoUrl={logoUrl}
            unit={unit}
          />
        </PrintLanguage>
      </PrintStage>
      <PageSize paper="a4" receiptPx={0} />
    </div>
  );
}
