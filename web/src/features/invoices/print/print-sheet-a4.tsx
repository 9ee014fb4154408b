import { invoiceNumberText } from '../invoice-columns.tsx';
import { A4Head, A4Parties, A4Summary, LineHeads, LineItemCells, Signatures } from './print-a4-parts.tsx';
import { PrintStamp, type SheetProps } from './print-parts.tsx';
import { usePrintFormat } from './print-data.ts';
import { usePrintDirection, usePrintT } from './print-language.tsx';

const lineHeads = [
  'WEB_INVOICE_ROW',
  'WEB_PRINT_CODE',
  'WEB_PRINT_DESCRIPTION',
  'WEB_INVOICE_QUANTITY',
  'WEB_INVOICE_UNIT_PRICE',
  'WEB_PRINT_GROSS',
  'WEB_INVOICE_DISCOUNT',
  'WEB_INVOICE_VAT',
  'WEB_INVOICE_LINE_TOTAL',
];

/**
 * The A4 layout, after the tax office's sale invoice form: the company's logo and name with the title, number and
 * dates; the seller's and buyer's boxes; the lines with their sums; the total in words beside the figures; notes;
 * the seller's and buyer's signature boxes.
 */
export function A4Sheet({ invoice, model, company, seller, buyer, logoUrl, unit }: SheetProps) {
  const t = usePrintT();
  const { language, money, date, digits } = usePrintFormat(unit);
  const direction = usePrintDirection();
  const sums = model.lineSums;
  return (
    <article className="print-sheet print-a4" data-testid="print-sheet" {...direction}>
      <PrintStamp stampKey={model.stampKey} />
      <A4Head
        company={company}
        logoUrl={logoUrl}
        title={t(model.titleKey)}
        facts={[
          {
            label: t('WEB_INVOICE_NUMBER'),
            value: <bdi>{invoiceNumberText(invoice, t, language)}</bdi>,
            testId: 'print-number',
          },
          { label: t('WEB_INVOICE_ISSUE_DATE'), value: date(invoice.issueDate), testId: 'print-date' },
          invoice.dueDate !== null && { label: t('WEB_INVOICE_DUE_DATE'), value: date(invoice.dueDate) },
        ]}
      />
      <A4Parties seller={seller} buyer={buyer} unit={unit} />
      <table className="print-lines" data-testid="print-lines">
        <LineHeads keys={lineHeads} />
        <tbody>
          {model.lines.map((line) => (
            <tr key={line.id} data-testid="print-line">
              <LineItemCells line={line} unit={unit} />
              <td className="is-numeric">{money(line.unitPrice)}</td>
              <td className="is-numeric">{money(line.gross)}</td>
              <td className="is-numeric">{money(line.discount)}</td>
              <td className="is-numeric">
                {money(line.vat)}
                <span className="print-line-note">
                  {t('WEB_INVOICE_VAT_RATE', { rate: digits(String(line.vatRate)) })}
                </span>
              </td>
              <td className="is-numeric" data-testid="print-line-total">
                {money(line.total)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th colSpan={5}>{t('WEB_PRINT_LINES_SUM')}</th>
            <td className="is-numeric">{money(sums.gross)}</td>
            <td className="is-numeric">{money(sums.discount)}</td>
            <td className="is-numeric">{money(sums.vat)}</td>
            <td className="is-numeric" data-testid="print-lines-sum">
              {money(sums.total)}
            </td>
          </tr>
        </tfoot>
      </table>
      <A4Summary payable={model.payable} notes={invoice.notes} figures={model.figures} unit={unit} />
      <Signatures keys={['WEB_PRINT_SELLER_SIGNATURE', 'WEB_PRINT_BUYER_SIGNATURE']} />
    </article>
  );
}
