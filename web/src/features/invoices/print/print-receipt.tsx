import type { Ref } from 'react';
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
import { usePrintFormat } from './print-data.ts';
import { usePrintDirection, usePrintT } from './print-language.tsx';

/**
 * The 80 mm receipt: the logo and the company's name, ids, address and phone centred; the title, number, date and
 * party; each line as its name over "quantity × price" and its total; the figures, the total in words and thanks.
 */
export function Receipt({
  invoice,
  model,
  company,
  seller,
  buyer,
  logoUrl,
  unit,
  ref,
}: SheetProps & { ref: Ref<HTMLElement> }) {
  const t = usePrintT();
  const direction = usePrintDirection();
  const { language, money, date, digits, quantity } = usePrintFormat(unit);
  const party = model.parties.buyer === 'party' ? buyer : seller;
  return (
    <article className="print-sheet print-receipt" data-testid="print-sheet" ref={ref} {...direction}>
      <PrintStamp stampKey={model.stampKey} />
      <header className="print-receipt-head">
        <PrintLogo url={logoUrl} name={company.name} className="print-receipt-logo" />
        <p className="print-company-name" data-testid="print-company-name">
          <bdi>{company.name}</bdi>
        </p>
        <p className="print-receipt-facts">
          <PartyFacts party={company} unit={unit} />
        </p>
        {company.address && (
          <p className="print-receipt-facts">
            <bdi>{digits(company.address)}</bdi>
          </p>
        )}
      </header>
      <PrintFacts
        className="print-receipt-meta"
        facts={[
          {
            label: t(model.titleKey),
            value: <bdi>{invoiceNumberText(invoice, t, language)}</bdi>,
            testId: 'print-number',
          },
          { label: t('WEB_INVOICE_ISSUE_DATE'), value: date(invoice.issueDate), testId: 'print-date' },
          {
            label: t(model.parties.buyer === 'party' ? 'WEB_INVOICE_CUSTOMER' : 'WEB_INVOICE_SUPPLIER'),
            value: <bdi>{party.name}</bdi>,
          },
        ]}
      />
      <ol className="print-receipt-lines" data-testid="print-lines">
        {model.lines.map((line) => (
          <li key={line.id} data-testid="print-line">
            <span className="print-receipt-item">
              <bdi>{line.itemName}</bdi>
            </span>
            <span className="print-receipt-calc">
              <span>
                <bdi>{quantity(line.quantity)}</bdi> <bdi>{line.unit}</bdi> × <bdi>{money(line.unitPrice)}</bdi>
              </span>
              <span data-testid="print-line-total">{money(line.total)}</span>
            </span>
            {(line.discount > 0 || line.vat > 0) && (
              <span className="print-receipt-note">
                {[
                  line.discount > 0 && `${t('WEB_INVOICE_DISCOUNT')} ${money(line.discount)}`,
                  line.vat > 0 &&
                    `${t('WEB_INVOICE_VAT_RATE', { rate: digits(String(line.vatRate)) })} ${money(line.vat)}`,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            )}
          </li>
        ))}
      </ol>
      <PrintFigures figures={model.figures} unit={unit} />
      <PrintWords rials={model.payable} unit={unit} />
      <p className="print-unit">{t('WEB_PRINT_AMOUNTS_IN', { unit: t(amountUnitKeys[unit]) })}</p>
      {invoice.kind === 'SELL' && <p className="print-receipt-thanks">{t('WEB_PRINT_THANKS')}</p>}
    </article>
  );
}
