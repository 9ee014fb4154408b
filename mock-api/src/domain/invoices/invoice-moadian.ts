import { and, eq, inArray } from 'drizzle-orm';
import type { MoadianInvoice } from '@daftar/contracts/endpoints/invoices-moadian';
import type { FieldError } from '@daftar/contracts/envelope';
import {
  buyerTypes,
  goodsServiceIdPattern,
  moadianPaymentMethods,
  moadianSerial,
  moadianSubjects,
  moadianTaxId,
  settlementMethods,
} from '@daftar/contracts/invoices/moadian';
import { divideRounded, quantityScale } from '@daftar/contracts/invoices/totals';
import type { Queryable } from '@daftar/db/client';
import { companies } from '@daftar/db/schema/companies';
import {
  companyMoadianSettings,
  type InvoiceLineRow,
  type InvoicePaymentRow,
  type InvoiceRow,
} from '@daftar/db/schema/invoices';
import { items } from '@daftar/db/schema/items';
import { stakeholders } from '@daftar/db/schema/stakeholders';
import { DomainError } from '../errors.ts';
import { lineRowsOf } from './invoice-rows.ts';
import { ownedRow } from '../owned-row.ts';

/** The company's memory id in the tax system, null until set in the invoice settings. */
export function memoryIdOf(db: Queryable, companyId: number): string | null {
  const row = db
    .select({ memoryId: companyMoadianSettings.memoryId })
    .from(companyMoadianSettings)
    .where(eq(companyMoadianSettings.companyId, companyId))
    .get();
  return row?.memoryId ?? null;
}

/** Sets (a string) or clears (null) the memory id. */
export function setMemoryId(tx: Queryable, companyId: number, memoryId: string | null): void {
  if (memoryId === null) {
    tx.delete(companyMoadianSettings).where(eq(companyMoadianSettings.companyId, companyId)).run();
    return;
  }
  const updatedAt = new Date().toISOString();
  tx.insert(companyMoadianSettings)
    .values({ companyId, memoryId, updatedAt })
    .onConflictDoUpdate({ target: companyMoadianSettings.companyId, set: { memoryId, updatedAt } })
    .run();
}

type Seller = { economicCode: string | null };
type Buyer = Pick<typeof stakeholders.$inferSelect, 'kind' | 'nationalId' | 'economicCode' | 'postalCode'>;
type LineItem = { itemId: number; itemName: string; goodsServiceId: string | null };

/** What the tax system takes an e-invoice with, read from the company, the party and the lines' items. */
export interface EinvoiceParts {
  seller: Seller;
  buyer: Buyer;
  lineItems: LineItem[];
}

export function partsOf(
  db: Queryable,
  row: InvoiceRow,
  lines: Pick<InvoiceLineRow, 'itemId' | 'itemName'>[],
): EinvoiceParts {
  const seller = db
    .select({ economicCode: companies.economicCode })
    .from(companies)
    .where(eq(companies.id, row.companyId))
    .get();
  const buyer = ownedRow(db, stakeholders, [stakeholders.companyId, row.companyId], row.stakeholderId);
  if (!seller || !buyer) throw new Error(`invoice ${row.id} without its company or party`);
  const ids = new Map(
    db
      .select({ id: items.id, goodsServiceId: items.goodsServiceId })
      .from(items)
      .where(
        and(
          eq(items.companyId, row.companyId),
          inArray(
            items.id,
            lines.map((line) => line.itemId),
          ),
        ),
      )
      .all()
      .map((item) => [item.id, item.goodsServiceId]),
  );
  return {
    seller,
    buyer,
    lineItems: lines.map((line) => ({ ...line, goodsServiceId: ids.get(line.itemId) ?? null })),
  };
}

/**
 * What keeps an e-invoice from the tax system, each under the field to fix: the seller's economic code (company
 * info), for type 1 the buyer's economic code or national id (the party's record), and a 13-digit goods or service
 * id on every line's item.
 */
export function einvoiceProblems(type: number, parts: EinvoiceParts): FieldError[] {
  const problems: FieldError[] = [];
  if (!parts.seller.economicCode) {
    problems.push({ path: 'body.einvoiceType', message: 'SELLER_ECONOMIC_CODE_MISSING' });
  }
  if (type === 1 && !parts.buyer.economicCode && !parts.buyer.nationalId) {
    problems.push({ path: 'body.stakeholderId', message: 'BUYER_ID_MISSING' });
  }
  parts.lineItems.forEach((line, index) => {
    if (!line.goodsServiceId || !goodsServiceIdPattern.test(line.goodsServiceId)) {
      problems.push({ path: `body.lines.${index}.itemId`, message: 'GOODS_SERVICE_ID_MISSING' });
    }
  });
  return problems;
}

/** Before an e-invoice is issued (or an issued one edited): 400 EINVOICE_INCOMPLETE with every problem. */
export function checkEinvoiceReady(tx: Queryable, row: InvoiceRow): void {
  if (row.einvoiceType === null) return;
  const problems = einvoiceProblems(row.einvoiceType, partsOf(tx, row, lineRowsOf(tx, row.id)));
  if (problems.length > 0) throw new DomainError('invalid', 'EINVOICE_INCOMPLETE', problems);
}

/** Noon in Tehran (+03:30) of an ISO date: the invoice has a day, not a time, and noon keeps that day in UTC too. */
export const tehranNoonMs = (isoDate: string) => Date.parse(`${isoDate}T12:00:00+03:30`);

const paymentCodes: Record<InvoicePaymentRow['method'], number> = {
  CASH: moadianPaymentMethods.CASH,
  CARD: moadianPaymentMethods.POS,
  BANK: moadianPaymentMethods.BANK_TRANSFER,
  CHEQUE: moadianPaymentMethods.CHEQUE,
};

/** An export after the original: its subject, serial, the tax id it refers to and when it was made (ms). */
export interface MoadianFollowUp {
  subject: 2 | 4;
  serial: number;
  referenceTaxId: string;
  madeMs: number;
}

export interface MoadianSource {
  memoryId: string;
  invoice: Pick<
    InvoiceRow,
    'number' | 'issueDate' | 'issuedAt' | 'createdAt' | 'einvoiceType' | 'einvoicePattern' | 'paid'
  >;
  lines: Pick<
    InvoiceLineRow,
    | 'itemName'
    | 'description'
    | 'quantityThousandths'
    | 'unitPrice'
    | 'vatRate'
    | 'gross'
    | 'discount'
    | 'net'
    | 'vat'
    | 'total'
  >[];
  payments: Pick<InvoicePaymentRow, 'method' | 'date' | 'amount' | 'reference'>[];
  seller: Seller;
  buyer: Buyer;
  goodsServiceIds: string[];
  /** Absent for the original (`ins` 1, serial = the invoice's number). */
  followUp?: MoadianFollowUp;
}

type MoadianLine = MoadianSource['lines'][number];

/** What a line's returns gave back: Σ quantity (thousandths), net and VAT. */
export interface LineReturned {
  quantityThousandths: number;
  net: number;
  vat: number;
}

/** value × part / whole, rounded as the totals module rounds (BigInt: Rials times thousandths overflow a double). */
const portion = (value: number, part: number, whole: number) =>
  whole === 0 ? 0 : Number(divideRounded(BigInt(value) * BigInt(part), BigInt(whole)));

/**
 * The lines less what came back, as a correction or return carries them: the quantity left at the same unit
 * price, net and VAT less what the returns gave back (the books' figures), the amount before discount and the
 * discount in proportion; a line given back in full is left out.
 */
export function linesLessReturns<Line extends MoadianLine & { id: number }>(
  lines: Line[],
  returned: ReadonlyMap<number, LineReturned>,
): Line[] {
  return lines.flatMap((line) => {
    const back = returned.get(line.id);
    if (!back) return [line];
    const quantityThousandths = line.quantityThousandths - back.quantityThousandths;
    if (quantityThousandths <= 0) return [];
    const net = line.net - back.net;
    const vat = line.vat - back.vat;
    const gross = portion(line.gross, quantityThousandths, line.quantityThousandths);
    return [{ ...line, quantityThousandths, gross, discount: gross - net, net, vat, total: net + vat }];
  });
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The invoice in the tax system's JSON: pure, so the mapping is tested on its own. */
export function moadianInvoiceOf(source: MoadianSource): MoadianInvoice {
  const { invoice, buyer } = source;
  if (invoice.number === null || invoice.einvoiceType === null || invoice.einvoicePattern === null) {
    throw new Error('an e-invoice is issued, typed and patterned');
  }
  const issuedMs = tehranNoonMs(invoice.issueDate);
  const body = source.lines.map((line, index) => ({
    sstid: source.goodsServiceIds[index] ?? '',
    sstt: line.description ? `${line.itemName} — ${line.description}` : line.itemName,
    am: line.quantityThousandths / quantityScale,
    mu: null,
    fee: line.unitPrice,
    cfee: null,
    cut: null,
    exr: null,
    prdis: line.gross,
    dis: line.discount,
    adis: line.net,
    vra: line.vatRate,
    vam: line.vat,
    odt: null,
    odr: null,
    odam: null,
    olt: null,
    olr: null,
    olam: null,
    consfee: null,
    spro: null,
    bros: null,
    tcpbs: null,
    cop: null,
    vop: null,
    bsrn: null,
    tsstam: line.total,
  }));
  const bill = sum(body.map((line) => line.tsstam));
  const paid = Math.min(invoice.paid, bill);
  const setm = paid === 0 ? settlementMethods.CREDIT : paid >= bill ? settlementMethods.CASH : settlementMethods.MIXED;
  const followUp = source.followUp;
  // Type 2 and 3 invoices are a final consumer's: the buyer's ids go only when the record has them.
  const buyerType = buyer.kind === 'BUSINESS' ? buyerTypes.BUSINESS : buyerTypes.INDIVIDUAL;
  return {
    header: {
      taxid: moadianTaxId(source.memoryId, issuedMs, followUp?.serial ?? invoice.number),
      indatim: issuedMs,
      indati2m: followUp?.madeMs ?? Date.parse(invoice.issuedAt ?? invoice.createdAt),
      inty: invoice.einvoiceType,
      inno: moadianSerial(followUp?.serial ?? invoice.number),
      irtaxid: followUp?.referenceTaxId ?? null,
      inp: invoice.einvoicePattern,
      ins: followUp?.subject ?? moadianSubjects.ORIGINAL,
      tins: source.seller.economicCode ?? '',
      tob: buyer.nationalId || buyer.economicCode ? buyerType : null,
      bid: buyer.nationalId,
      tinb: buyer.economicCode,
      sbc: null,
      bpc: buyer.postalCode,
      bbc: null,
      ft: null,
      bpn: null,
      scln: null,
      scc: null,
      crn: null,
      billid: null,
      tprdis: sum(body.map((line) => line.prdis)),
      tdis: sum(body.map((line) => line.dis)),
      tadis: sum(body.map((line) => line.adis)),
      tvam: sum(body.map((line) => line.vam)),
      todam: 0,
      tbill: bill,
      setm,
      cap: paid,
      insp: bill - paid,
      tvop: null,
      tax17: null,
    },
    body,
    payments: source.payments.map((payment) => ({
      iinn: null,
      acn: null,
      trmn: null,
      pmt: paymentCodes[payment.method],
      trn: payment.reference,
      pcn: null,
      pid: null,
      pdt: tehranNoonMs(payment.date),
      pv: payment.amount,
    })),
  };
}
