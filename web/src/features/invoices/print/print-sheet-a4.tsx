import { amountUnitKeys } from '../../../lib/format/format-amount.ts';
import { invoiceNumberText } from '../invoice-columns.tsx';
import {
  PartyFacts,
  PrintFacts,
  PrintFigures,
  PrintLogo,
  PrintStamp,
  PrintWords,
  type SheetProps,
} from './print-parts.tsx';
import type { PrintParty } from './print-parties.ts';
import { usePrintFormat } from './print-data.ts';
import { usePrintDirection, usePrintT } from './print-language.tsx';

/** A seller's or buyer's box (مشخصات فروشنده / خریدار): name, ids, address, postal code and phone. */
export function PartyBox({
  title,
  party,
  testId,
  unit,
}: { title: string; party: PrintParty } & Pick<SheetProps, 'unit'> & { testId: string }) {
  const t = usePrintT();
  const { digits } = usePrintFormat(unit);
  return (
    <section className="print-party" data-testid={testId}>
      <h2>{t(title)}</h2>
      <p className="print-party-name">
        <bdi>{party.name}</bdi>
      </p>
      <p className="print-party-facts">
        <PartyFacts party={party} unit={unit} />
      </p>
      {party.address && (
        <p className="print-party-address">
          {t('WEB_PRINT_ADDRESS')}: <bdi>{digits(party.address)}</bdi>
        </p>
      )}
    </section>
  );
}

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
  const { language, money, date, digits, quantity } = usePrintFormat(unit);
  const direction = usePrintDirection();
  const sums = model.lineSums;
  return (
    <article className="print-sheet print-a4" data-testid="print-sheet" {...direction}>
      <PrintStamp stampKey={model.stampKey} />
      <header className="print-a4-head">
        <div className="print-brand">
          <PrintLogo url={logoUrl} name={company.name} className="print-a4-logo" />
          <p className="print-company-name" data-testid="print-company-name">
            <bdi>{company.name}</bdi>
          </p>
        </div>
        <div className="print-title">
          <h1>{t(model.titleKey)}</h1>
          <PrintFacts
            className="print-title-facts"
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
        </div>
      </header>
      <div className="print-parties">
        <PartyBox title="WEB_PRINT_SELLER" party={seller} unit={unit} testId="print-seller" />
        <PartyBox title="WEB_PRINT_BUYER" party={buyer} unit={unit} testId="print-buyer" />
      </div>
      <table className="print-lines" data-testid="print-lines">
        <thead>
          <tr>
            {lineHeads.map((key) => (
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
              <td>
                <bdi>{quantity(line.quantity)}</bdi> <bdi>{line.unit}</bdi>
              </td>
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
      <div className="print-summary">
        <div className="print-summary-words">
          <PrintWords rials={model.payable} unit={unit} />
          <p className="print-unit">{t('WEB_PRINT_AMOUNTS_IN', { unit: t(amountUnitKeys[unit]) })}</p>
          {invoice.notes && (
            <p className="print-notes">
              {t('WEB_PRINT_NOTES')}: {invoice.notes}
            </p>
          )}
        </div>
        <PrintFigures figures={model.figures} unit={unit} />
      </div>
      <footer className="print-signatures">
        <div>{t('WEB_PRINT_SELLER_SIGNATURE')}</div>
        <div>{t('WEB_PRINT_BUYER_SIGNATURE')}</div>
      </footer>
    </article>
  );
}
