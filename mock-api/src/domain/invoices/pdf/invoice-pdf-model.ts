import type { CompanyProfile } from '@daftar/contracts/endpoints/company-profile';
import type { Invoice, InvoiceKind } from '@daftar/contracts/endpoints/invoices-schemas';
import type { Stakeholder } from '@daftar/contracts/endpoints/stakeholders';
import type { Language } from '@daftar/contracts/schemas/common';
import { ltrIsolate } from '../../pdf/bidi-runs.ts';
import { type AmountUnit, formatDate, formatMoney, formatQuantity, localDigits } from '../../pdf/pdf-format.ts';
import { amountInWords } from './amount-words.ts';
import { type PdfTextKey, type PdfTranslate, pdfTexts } from './pdf-texts.ts';

/** What the PDF is drawn from: the invoice, the company's profile, the party's record (null: not readable). */
export interface InvoicePdfInput {
  invoice: Invoice;
  company: CompanyProfile;
  party: Stakeholder | null;
  language: Language;
  unit: AmountUnit;
  /** The company's logo when it is a PNG or a JPEG (what pdfkit embeds); null otherwise. */
  logo: Buffer | null;
}

export interface PdfParty {
  heading: string;
  name: string;
  /** «label: value» lines; a value is isolated left to right so a code like 4111-22 keeps its order. */
  facts: string[];
  address: string | null;
}

export interface PdfFigure {
  label: string;
  value: string;
  strong: boolean;
}

/** The figures, texts and digits of one invoice in the document's language: what both layouts draw. */
export interface InvoicePdfModel {
  language: Language;
  t: PdfTranslate;
  title: string;
  /** The company's name and logo, at the head of the sheet whichever side of the invoice it is on. */
  company: string;
  logo: Buffer | null;
  stamp: string | null;
  number: string;
  dates: { label: string; value: string }[];
  seller: PdfParty;
  buyer: PdfParty;
  /** The company's block and the customer's or supplier's, whichever sells. */
  us: PdfParty;
  them: PdfParty;
  lines: {
    row: string;
    code: string;
    description: string;
    quantity: string;
    unitPrice: string;
    gross: string;
    discount: string;
    vat: string;
    vatRate: string;
    total: string;
  }[];
  sums: { gross: string; discount: string; vat: string; total: string };
  figures: PdfFigure[];
  words: string;
  amountsIn: string;
  notes: string | null;
  /** The receipt's last line, to a customer only. */
  thanks: string | null;
}

const titles: Record<InvoiceKind, PdfTextKey> = {
  SELL: 'titleSell',
  PURCHASE: 'titlePurchase',
  ESTIMATE: 'titleEstimate',
};

type Fact = [PdfTextKey, string | null];

function party(heading: string, name: string, facts: Fact[], address: string | null, model: Base): PdfParty {
  const { t, language } = model;
  return {
    heading,
    name,
    facts: facts.flatMap(([key, value]) => (value ? [`${t(key)}: ${ltrIsolate(localDigits(value, language))}`] : [])),
    address: address ? localDigits(address, language) : null,
  };
}

interface Base {
  t: PdfTranslate;
  language: Language;
}

function companyParty(heading: string, company: CompanyProfile, base: Base): PdfParty {
  return party(
    heading,
    company.name,
    [
      ['legalNationalId', company.nationalId],
      ['economicCode', company.economicCode],
      ['registrationNumber', company.registrationNumber],
      ['postalCode', company.postalCode],
      ['phone', company.phone],
    ],
    company.address,
    base,
  );
}

/** The customer or supplier from their record, or the name the invoice carries when the record is not readable. */
function stakeholderParty(heading: string, invoice: Invoice, record: Stakeholder | null, base: Base): PdfParty {
  if (!record) return party(heading, invoice.stakeholderName, [], null, base);
  // A business's شناسه ملی has 11 digits, a person's کد ملی 10: each under its own name.
  const place = [record.province, record.city, record.address]
    .filter(Boolean)
    .join(base.language === 'fa' ? '، ' : ', ');
  return party(
    heading,
    record.displayName,
    [
      [record.kind === 'BUSINESS' ? 'legalNationalId' : 'nationalId', record.nationalId],
      ['economicCode', record.economicCode],
      ['registrationNumber', record.registrationNumber],
      ['postalCode', record.postalCode],
      ['phone', record.phone ?? record.mobile],
    ],
    place || null,
    base,
  );
}

/** The print screen's figures (web print/invoice-print-model.ts): every one the API's own. */
function figures(invoice: Invoice, money: (rials: number) => string, t: PdfTranslate): PdfFigure[] {
  const figure = (key: PdfTextKey, rials: number, strong = false) => ({ label: t(key), value: money(rials), strong });
  const optional = (key: PdfTextKey, rials: number) => (rials > 0 ? [figure(key, rials)] : []);
  const list = [
    figure('subtotal', invoice.subtotal + invoice.lineDiscounts),
    ...optional('lineDiscounts', invoice.lineDiscounts),
    figure('vatTotal', invoice.vatTotal),
    ...optional('invoiceDiscount', invoice.discount),
    ...optional('shipping', invoice.shipping),
    ...optional('otherAdditions', invoice.otherAdditions),
    figure('grandTotal', invoice.grandTotal, true),
  ];
  if (invoice.kind === 'ESTIMATE') return list;
  return [
    ...list,
    ...optional('returned', invoice.returned),
    figure('paid', invoice.paid),
    invoice.balanceDue < 0
      ? figure('partyCredit', -invoice.balanceDue, true)
      : figure('balanceDue', invoice.balanceDue, true),
  ];
}

export function invoicePdfModel(input: InvoicePdfInput): InvoicePdfModel {
  const { invoice, company, party: record, language, unit } = input;
  const t = pdfTexts(language);
  const base = { t, language };
  const money = (rials: number) => formatMoney(rials, language, unit);
  const purchase = invoice.kind === 'PURCHASE';
  const us = companyParty(t(purchase ? 'buyer' : 'seller'), company, base);
  const them = stakeholderParty(t(purchase ? 'seller' : 'buyer'), invoice, record, base);
  const sum = (pick: (line: Invoice['lines'][number]) => number) =>
    money(invoice.lines.reduce((total, line) => total + pick(line), 0));
  return {
    language,
    t,
    title: t(titles[invoice.kind]),
    company: company.name,
    logo: input.logo,
    stamp: invoice.status === 'DRAFT' ? t('stampDraft') : invoice.status === 'CANCELLED' ? t('stampCancelled') : null,
    number: invoice.displayNumber ? ltrIsolate(localDigits(invoice.displayNumber, language)) : '—',
    dates: [
      { label: t('date'), value: formatDate(invoice.issueDate, language) },
      ...(invoice.dueDate ? [{ label: t('dueDate'), value: formatDate(invoice.dueDate, language) }] : []),
    ],
    seller: purchase ? them : us,
    buyer: purchase ? us : them,
    us,
    them,
    lines: invoice.lines.map((line) => ({
      row: localDigits(line.row, language),
      code: ltrIsolate(localDigits(line.itemCode, language)),
      description: line.description ? `${line.itemName} — ${line.description}` : line.itemName,
      quantity: `${formatQuantity(line.quantity, language)} ${line.unit}`,
      unitPrice: money(line.unitPrice),
      gross: money(line.gross),
      discount: money(line.discount),
      vat: money(line.vat),
      vatRate: new Intl.NumberFormat(language === 'fa' ? 'fa-IR' : 'en-US', { style: 'percent' }).format(
        line.vatRate / 100,
      ),
      total: money(line.total),
    })),
    sums: {
      gross: sum((line) => line.gross),
      discount: sum((line) => line.discount),
      vat: sum((line) => line.vat),
      total: sum((line) => line.total),
    },
    figures: figures(invoice, money, t),
    words: amountInWords(invoice.grandTotal, unit, language, t),
    amountsIn: t('amountsIn', { unit: t(unit === 'RIAL' ? 'rials' : 'tomans') }),
    notes: invoice.notes,
    thanks: invoice.kind === 'SELL' ? t('thanks') : null,
  };
}
