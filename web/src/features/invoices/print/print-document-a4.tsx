import type { Invoice } from '@daftar/contracts/endpoints/invoices-schemas';
import type { AmountUnit } from '../../../lib/format/format-amount.ts';
import { invoiceNumberText } from '../invoice-columns.tsx';
import type { DocumentPrintModel } from './document-print-model.ts';
import { A4Head, A4Parties, A4Summary, LineHeads, LineItemCells, Signatures } from './print-a4-parts.tsx';
import type { PrintParty } from './print-parties.ts';
import { usePrintFormat } from './print-data.ts';
import { usePrintDirection, usePrintT } from './print-language.tsx';

export interface DocumentSheetProps {
  invoice: Invoice;
  model: DocumentPrintModel;
  company: PrintParty;
  seller: PrintParty;
  buyer: PrintParty;
  logoUrl: string | null;
  unit: AmountUnit;
}

const itemHeads = ['WEB_INVOICE_ROW', 'WEB_PRINT_CODE', 'WEB_PRINT_DESCRIPTION', 'WEB_INVOICE_QUANTITY'];
const moneyHeads = ['WEB_PRINT_RETURN_NET', 'WEB_INVOICE_VAT', 'WEB_INVOICE_LINE_TOTAL'];

/**
 * A return or a delivery note on A4, in the invoice sheet's layout: the company's logo and name with the title,
 * the document's number and date and its invoice; the seller's and buyer's boxes; the lines (a return's with the
 * net, VAT and total given back, and those figures in words); notes; two signature boxes.
 */
export function DocumentSheet({ invoice, model, company, seller, buyer, logoUrl, unit }: DocumentSheetProps) {
  const t = usePrintT();
  const { language, money, date, digits } = usePrintFormat(unit);
  const direction = usePrintDirection();
  const priced = model.kind === 'return';
  return (
    <article className="print-sheet print-a4" data-testid="print-sheet" data-document={model.kind} {...direction}>
      <A4Head
        company={company}
        logoUrl={logoUrl}
        title={t(model.titleKey)}
        facts={[
          { label: t('WEB_PRINT_DOCUMENT_NUMBER'), value: digits(String(model.number)), testId: 'print-number' },
          { label: t('WEB_PRINT_DOCUMENT_DATE'), value: date(model.date), testId: 'print-date' },
          {
            label: t('WEB_PRINT_OF_INVOICE'),
            value: <bdi>{invoiceNumberText(invoice, t, language)}</bdi>,
            testId: 'print-invoice-number',
          },
        ]}
      />
      <A4Parties seller={seller} buyer={buyer} unit={unit} />
      <table className="print-lines" data-testid="print-lines">
        <LineHeads keys={priced ? [...itemHeads, ...moneyHeads] : itemHeads} />
        <tbody>
          {model.lines.map((line) => (
            <tr key={line.id} data-testid="print-line">
              <LineItemCells line={line} unit={unit} />
              {priced && (
                <>
                  <td className="is-numeric">{money(line.net ?? 0)}</td>
                  <td className="is-numeric">{money(line.vat ?? 0)}</td>
                  <td className="is-numeric" data-testid="print-line-total">
                    {money(line.total ?? 0)}
                  </td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <A4Summary payable={model.payable} notes={model.notes} figures={model.figures} unit={unit} />
      <Signatures
        keys={
          priced
            ? ['WEB_PRINT_SELLER_SIGNATURE', 'WEB_PRINT_BUYER_SIGNATURE']
            : ['WEB_PRINT_DELIVERED_BY', 'WEB_PRINT_RECEIVED_BY']
        }
      />
    </article>
  );
}
