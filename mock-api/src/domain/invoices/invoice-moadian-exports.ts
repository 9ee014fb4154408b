import { and, asc, eq, max, ne } from 'drizzle-orm';
import type { MoadianExport, MoadianExports, MoadianInvoice } from '@daftar/contracts/endpoints/invoices-moadian';
import type { FieldError } from '@daftar/contracts/envelope';
import { followUpSerialBase, moadianSerial, moadianSubjects, moadianTaxId } from '@daftar/contracts/invoices/moadian';
import type { Queryable } from '@daftar/db/client';
import { type InvoiceMoadianExportRow, invoiceMoadianExports } from '@daftar/db/schema/invoice-moadian-exports';
import type { InvoiceRow } from '@daftar/db/schema/invoices';
import { DomainError } from '../errors.ts';
import {
  einvoiceProblems,
  type LineReturned,
  linesLessReturns,
  type MoadianFollowUp,
  memoryIdOf,
  moadianInvoiceOf,
  partsOf,
} from './invoice-moadian.ts';
import { documentsOf, findInvoiceRow, inTransaction, lineRowsOf, paymentRowsOf } from './invoice-rows.ts';
import { ownedRows } from '../owned-row.ts';

type Subject = 1 | 2 | 3 | 4;
const subjects: Subject[] = [1, 2, 3, 4];

/** Statuses of an issued invoice that is still a sale (returns included). */
const issued = new Set<InvoiceRow['status']>(['ISSUED', 'PARTIALLY_PAID', 'PAID', 'PARTLY_RETURNED', 'RETURNED']);

/** Why an export cannot be made: 409 with the code, and the fields' problems for an incomplete e-invoice. */
class Refusal {
  readonly code: string;
  readonly errors: FieldError[];
  constructor(code: string, errors: FieldError[] = []) {
    this.code = code;
    this.errors = errors;
  }
}

/** What the rules read: the invoice, its exports oldest first, the memory id, and the document it makes now. */
interface ExportContext {
  row: InvoiceRow;
  chain: InvoiceMoadianExportRow[];
  memoryId: string | null;
  /** The invoice as exported now (lines less returns), or why it cannot be; made once, when first asked. */
  current(followUp?: MoadianFollowUp): MoadianInvoice;
}

/** The invoice in the tax system's JSON as it is now: its lines less what came back. */
function documentNow(db: Queryable, row: InvoiceRow, memoryId: string, followUp?: MoadianFollowUp): MoadianInvoice {
  const lines = lineRowsOf(db, row.id);
  const parts = partsOf(db, row, lines);
  const problems = einvoiceProblems(row.einvoiceType ?? 0, parts);
  if (problems.length > 0) throw new Refusal('EINVOICE_INCOMPLETE', problems);
  const returned = new Map<number, LineReturned>();
  for (const line of documentsOf(db, row.id).returnLines) {
    const sum = returned.get(line.invoiceLineId) ?? { quantityThousandths: 0, net: 0, vat: 0 };
    returned.set(line.invoiceLineId, {
      quantityThousandths: sum.quantityThousandths + line.quantityThousandths,
      net: sum.net + line.net,
      vat: sum.vat + line.vat,
    });
  }
  const ids = new Map(lines.map((line, index) => [line.id, parts.lineItems[index]?.goodsServiceId ?? '']));
  const left = linesLessReturns(lines, returned);
  return moadianInvoiceOf({
    memoryId,
    invoice: row,
    lines: left,
    payments: paymentRowsOf(db, row.id),
    seller: parts.seller,
    buyer: parts.buyer,
    goodsServiceIds: left.map((line) => ids.get(line.id) ?? ''),
    ...(followUp ? { followUp } : {}),
  });
}

function contextOf(db: Queryable, companyId: number, id: number): ExportContext {
  const row = findInvoiceRow(db, companyId, id);
  const chain = ownedRows(
    db,
    invoiceMoadianExports,
    [invoiceMoadianExports.invoiceId, id],
    asc(invoiceMoadianExports.id),
  );
  const memoryId = memoryIdOf(db, companyId);
  let now: MoadianInvoice | Refusal | undefined;
  const attempt = () => {
    try {
      return documentNow(db, row, memoryId ?? '');
    } catch (error) {
      if (error instanceof Refusal) return error;
      throw error;
    }
  };
  return {
    row,
    chain,
    memoryId,
    current(followUp) {
      if (followUp) return documentNow(db, row, memoryId ?? '', followUp);
      now ??= attempt();
      if (now instanceof Refusal) throw now;
      return now;
    },
  };
}

/** What a correction compares: the document less its identity, time of export and settlement (payments). */
function content(document: MoadianInvoice): string {
  const {
    taxid: _t,
    inno: _n,
    irtaxid: _r,
    ins: _s,
    indati2m: _m,
    setm: _e,
    cap: _c,
    insp: _i,
    ...header
  } = document.header;
  return JSON.stringify({ header, body: document.body });
}

const parsed = (row: InvoiceMoadianExportRow) => JSON.parse(row.document) as MoadianInvoice;

/**
 * The rule of each subject (the tax system's: an original once; then each correction, cancellation or return
 * referring to the tax id exported last, each reference used once; a return carries the lines less what came
 * back and needs something left, else the invoice is cancelled; nothing follows a cancellation). Null: allowed.
 */
function refusalOf(context: ExportContext, subject: Subject): Refusal | null {
  const { row, chain } = context;
  if (row.kind !== 'SELL') return new Refusal('EINVOICE_SELL_ONLY');
  if (row.einvoiceType === null) return new Refusal('EINVOICE_TYPE_MISSING');
  if (!context.memoryId) return new Refusal('MOADIAN_MEMORY_ID_MISSING');
  const last = chain.at(-1);
  const ready = () => {
    try {
      context.current();
      return null;
    } catch (error) {
      if (error instanceof Refusal) return error;
      throw error;
    }
  };
  if (subject === moadianSubjects.ORIGINAL) {
    if (last) return new Refusal('EINVOICE_ALREADY_SENT');
    if (!issued.has(row.status)) return new Refusal('INVOICE_NOT_ISSUED');
    return ready();
  }
  if (!last) return new Refusal('EINVOICE_NOT_SENT');
  if (last.subject === moadianSubjects.CANCELLATION) return new Refusal('EINVOICE_CANCELLED');
  if (subject === moadianSubjects.CANCELLATION) {
    return row.status === 'CANCELLED' || row.status === 'RETURNED' ? null : new Refusal('INVOICE_NOT_CANCELLED');
  }
  if (row.status === 'CANCELLED') return new Refusal('INVOICE_CANCELLED');
  if (row.status === 'RETURNED') return new Refusal('EINVOICE_FULLY_RETURNED');
  if (subject === moadianSubjects.RETURN && row.returned <= last.returned) return new Refusal('EINVOICE_NO_NEW_RETURN');
  const problem = ready();
  if (problem) return problem;
  if (subject === moadianSubjects.CORRECTION && content(context.current()) === content(parsed(last))) {
    return new Refusal('EINVOICE_UNCHANGED');
  }
  return null;
}

function toExport(row: InvoiceMoadianExportRow): MoadianExport {
  return {
    id: row.id,
    subject: row.subject,
    taxId: row.taxId,
    referenceTaxId: row.referenceTaxId,
    exportedAt: row.createdAt,
    document: parsed(row),
  };
}

/** GET …/invoices/{id}/moadian/exports: the exports, newest first, and what each subject would answer now. */
export function listMoadianExports(db: Queryable, companyId: number, id: number): MoadianExports {
  const context = contextOf(db, companyId, id);
  return {
    exports: context.chain.map(toExport).reverse(),
    subjects: subjects.map((subject) => ({ subject, refusal: refusalOf(context, subject)?.code ?? null })),
  };
}

/** The next serial of an export after the original: the company's last one plus one, from `followUpSerialBase`. */
function nextFollowUpSerial(tx: Queryable, companyId: number): number {
  const last = tx
    .select({ serial: max(invoiceMoadianExports.serial) })
    .from(invoiceMoadianExports)
    .where(
      and(eq(invoiceMoadianExports.companyId, companyId), ne(invoiceMoadianExports.subject, moadianSubjects.ORIGINAL)),
    )
    .get();
  return Math.max(last?.serial ?? 0, followUpSerialBase) + 1;
}

/** The cancellation: the last export's content, as the tax system takes it, under its own tax id. */
function cancellationOf(last: InvoiceMoadianExportRow, memoryId: string, serial: number): MoadianInvoice {
  const document = parsed(last);
  return {
    ...document,
    header: {
      ...document.header,
      taxid: moadianTaxId(memoryId, document.header.indatim, serial),
      inno: moadianSerial(serial),
      irtaxid: last.taxId,
      ins: moadianSubjects.CANCELLATION,
      indati2m: Date.now(),
    },
  };
}

/** POST …/invoices/{id}/moadian/exports: makes the subject's document, records it and answers it. */
export function exportMoadian(
  db: Queryable,
  companyId: number,
  id: number,
  userId: number | null,
  subject: Subject,
): MoadianExport {
  return inTransaction(db, (tx) => {
    const context = contextOf(tx, companyId, id);
    const refusal = refusalOf(context, subject);
    if (refusal) throw new DomainError('conflict', refusal.code, refusal.errors.length ? refusal.errors : undefined);
    const memoryId = context.memoryId ?? '';
    const last = context.chain.at(-1);
    let serial = context.row.number ?? 0;
    let document: MoadianInvoice;
    if (!last) {
      document = context.current();
    } else {
      serial = nextFollowUpSerial(tx, companyId);
      document =
        subject === moadianSubjects.CANCELLATION
          ? cancellationOf(last, memoryId, serial)
          : context.current({
              subject: subject === moadianSubjects.RETURN ? 4 : 2,
              serial,
              referenceTaxId: last.taxId,
              madeMs: Date.now(),
            });
    }
    const row = tx
      .insert(invoiceMoadianExports)
      .values({
        companyId,
        invoiceId: id,
        subject,
        serial,
        taxId: document.header.taxid,
        referenceTaxId: last?.taxId ?? null,
        returned: context.row.returned,
        document: JSON.stringify(document),
        createdBy: userId,
      })
      .returning()
      .get();
    return toExport(row);
  });
}
