import type { Invoice } from '@daftar/contracts/endpoints/invoices-schemas';
import { type AmountUnit, amountUnitKeys } from '../../../lib/format/format-amount.ts';
import { invoiceNumberText } from '../invoice-columns.tsx';
import type { DocumentPrintModel } from './document-print-model.ts';
import { PrintFacts, PrintFigures, PrintLogo, PrintWords } from './print-parts.tsx';
import type { PrintParty } from './print-parties.ts';
import { usePrintFormat } from './print-data.ts';
import { usePrintDirection, usePrintT } from './print-language.tsx';
import { PartyBox } from './print-sheet-a4.tsx';

export interface DocumentSheetProps {
  invoice: Invoice;
  model: DocumentPrintModel;
  company: PrintParty;
  seller: PrintParty;
  buyer: PrintParty;
  logoUrl: string | null;
  unit: AmountUnit;
}

/**
 * A return or a delivery note on A4, in the invoice sheet's layout: the company's logo and name with the title,
 * the document's number and date and its invoice; the seller's and buyer's boxes; the lines (a return's with the
 * net, VAT and total given back, and those figures in words); notes; two signature boxes.
 */
export function DocumentSheet({ invoice, model, company, seller, buyer, logoUrl, unit }: DocumentSheetProps) {
  const t = usePrintT();
  const { language, money, date, digits, quantity } = usePrintFormat(unit);
  const direction = usePrintDirection();
  const priced = model.kind === 'return';
  const heads = [
    'WEB_INVOICE_ROW',
    'WEB_PRINT_CODE',
    'WEB_PRINT_DESCRIPTION',
    'WEB_INVOICE_QUANTITY',
    ...(priced ? ['WEB_PRINT_RETURN_NET', 'WEB_INVOICE_VAT', 'WEB_INVOICE_LINE_TOTAL'] : []),
  ];
  const signatures =
    model.kind === 'delivery'
      ? ['WEB_PRINT_DELIVERED_BY', 'WEB_PRINT_RECEIVED_BY']
      : ['WEB_PRINT_SELLER_SIGNATURE', 'WEB_PRINT_BUYER_SIGNATURE'];
  return (
    <article className="print-sheet print-a4" data-testid="print-sheet" data-document={model.kind} {...direction}>
      <header className="print-a4-head">
        <div className="print-brand">
          <PrintLogo url={logoUrl} name={company.name} className="print-a4-logo" />
          <p className="print-company-name" data-testid="print-company-name">
            <bdi>{company.name}</bdi>
          </p>
        </div>
        <div className="print-title">
          <h1 data-testid="print-title">{t(model.titleKey)}</h1>
          <PrintFacts
            className="print-title-facts"
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
        </div>
      </header>
      <div className="print-parties">
        <PartyBox title="WEB_PRINT_SELLER" party={seller} unit={unit} testId="print-seller" />
        <PartyBox title="WEB_PRINT_BUYER" party={buyer} unit={unit} testId="print-buyer" />
      </div>
      <table className="print-lines" data-testid="print-lines">
        <thead>
          <tr>
            {heads.map((key) => (
              <th key={key}>{t(key)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {model.lines.map((line) => (
            <tr key={line.id} data-testid="print-line">
              <td>{digits(String(line.row))}</td>
              <td>
                <bdi>{digits(line.itemCode)}</bdi>
              </td>
              <td className="print-line-name">
                <bdi>{line.itemName}</bdi>
                {line.description && <span className="print-line-note">{line.description}</span>}
              </td>
              <td data-testid="print-line-quantity">
                <bdi>{quantity(line.quantity)}</bdi> <bdi>{line.unit}</bdi>
              </td>
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
      <div className="print-summary">
        <div className="print-summary-words">
          {model.payable !== null && <PrintWords rials={model.payable} unit={unit} />}
          {priced && <p className="print-unit">{t('WEB_PRINT_AMOUNTS_IN', { unit: t(amountUnitKeys[unit]) })}</p>}
          {model.notes && (
            <p className="print-notes">
              {t('WEB_PRINT_NOTES')}: {model.notes}
            </p>
          )}
        </div>
        {model.figures.length > 0 && <PrintFigures figures={model.figures} unit={unit} />}
      </div>
      <footer className="print-signatures">
        {signatures.map((key) => (
          <div key={key}>{t(key)}</div>
        ))}
      </footer>
    </article>
  );
}
