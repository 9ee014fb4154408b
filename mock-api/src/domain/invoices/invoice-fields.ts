import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { InvoiceKind, invoiceInputSchema } from '@daftar/contracts/endpoints/invoices-schemas';
import type { FieldError } from '@daftar/contracts/envelope';
import { type InvoiceTotals, invoiceTotals, quantityScale, scaled } from '@daftar/contracts/invoices/totals';
import type { Queryable } from '@daftar/db/client';
import { type InvoiceRow, invoiceLines } from '@daftar/db/schema/invoices';
import { items } from '@daftar/db/schema/items';
import { stakeholders } from '@daftar/db/schema/stakeholders';
import { nameSortKey, searchTextOf } from '@daftar/db/text/search-text';
import { DomainError } from '../errors.ts';
import { displayNumberOf } from './invoice-rows.ts';
import { ownedRow } from '../owned-row.ts';

export type InvoiceInput = z.output<typeof invoiceInputSchema>;

/** What a save writes on the header, besides the company, kind, status and numbering. */
export type InvoiceFields = Pick<
  InvoiceRow,
  | 'issueDate'
  | 'dueDate'
  | 'stakeholderId'
  | 'stakeholderCode'
  | 'stakeholderName'
  | 'stakeholderSortName'
  | 'subtotal'
  | 'lineDiscounts'
  | 'vatTotal'
  | 'discount'
  | 'shipping'
  | 'otherAdditions'
  | 'grandTotal'
  | 'notes'
  | 'einvoiceType'
  | 'einvoicePattern'
>;

export type LineValues = Omit<typeof invoiceLines.$inferInsert, 'invoiceId'>;

export interface ResolvedInvoice {
  fields: InvoiceFields;
  lines: LineValues[];
  totals: InvoiceTotals;
}

const roleError: Record<InvoiceKind, { flag: 'isCustomer' | 'isSupplier'; code: string }> = {
  SELL: { flag: 'isCustomer', code: 'STAKEHOLDER_NOT_CUSTOMER' },
  PURCHASE: { flag: 'isSupplier', code: 'STAKEHOLDER_NOT_SUPPLIER' },
  ESTIMATE: { flag: 'isCustomer', code: 'STAKEHOLDER_NOT_CUSTOMER' },
};

type PartyRow = typeof stakeholders.$inferSelect;
type ItemRow = typeof items.$inferSelect;

/**
 * Checks the parts of an input the schema cannot (the stakeholder and every item belong to the company, the
 * stakeholder plays the kind's role), then builds the rows. 400 with a field error per problem; nothing is written
 * before this passes.
 */
export function resolveInvoice(
  db: Queryable,
  companyId: number,
  kind: InvoiceKind,
  input: InvoiceInput,
): ResolvedInvoice {
  const party = ownedRow(db, stakeholders, [stakeholders.companyId, companyId], input.stakeholderId);
  const itemIds = [...new Set(input.lines.map((line) => line.itemId))];
  const found = new Map(
    db
      .select()
      .from(items)
      .where(and(eq(items.companyId, companyId), inArray(items.id, itemIds)))
      .all()
      .map((item) => [item.id, item]),
  );
  const errors: FieldError[] = [];
  if (!party) errors.push({ path: 'body.stakeholderId', message: 'STAKEHOLDER_NOT_FOUND' });
  else if (!party[roleError[kind].flag]) errors.push({ path: 'body.stakeholderId', message: roleError[kind].code });
  if (kind !== 'SELL' && input.einvoiceType != null) {
    errors.push({ path: 'body.einvoiceType', message: 'EINVOICE_SELL_ONLY' });
  }
  input.lines.forEach((line, index) => {
    if (!found.has(line.itemId)) errors.push({ path: `body.lines.${index}.itemId`, message: 'ITEM_NOT_FOUND' });
  });
  const first = errors[0];
  if (first || !party) throw new DomainError('invalid', first?.message ?? 'STAKEHOLDER_NOT_FOUND', errors);
  return buildInvoice(input, party, found);
}

/**
 * The header's fields and the lines of a checked input: the figures computed once with the shared totals module
 * (a line's VAT rate is the item's unless given), the party's and items' names copied. Pure, for the seed too.
 */
export function buildInvoice(
  input: InvoiceInput,
  party: Pick<PartyRow, 'id' | 'code' | 'displayName'>,
  found: ReadonlyMap<number, Pick<ItemRow, 'id' | 'code' | 'name' | 'unit' | 'vatRate'>>,
): ResolvedInvoice {
  const figures = input.lines.map((line) => ({
    ...line,
    vatRate: line.vatRate ?? found.get(line.itemId)?.vatRate ?? 0,
  }));
  const totals = invoiceTotals({ ...input, lines: figures });
  const lines = figures.map((line, index): LineValues => {
    const item = found.get(line.itemId);
    const figure = totals.lines[index];
    if (!item || !figure) throw new Error('invoice line without its item or figures');
    return {
      row: index + 1,
      itemId: item.id,
      itemCode: item.code,
      itemName: item.name,
      unit: item.unit,
      description: line.description || null,
      quantityThousandths: Number(scaled(line.quantity, quantityScale)),
      unitPrice: line.unitPrice,
      discountType: line.discountType,
      discountValue: line.discountValue,
      vatRate: line.vatRate,
      ...figure,
    };
  });
  return {
    fields: {
      issueDate: input.issueDate,
      dueDate: input.dueDate ?? null,
      stakeholderId: party.id,
      stakeholderCode: party.code,
      stakeholderName: party.displayName,
      stakeholderSortName: nameSortKey(party.displayName),
      subtotal: totals.subtotal,
      lineDiscounts: totals.lineDiscounts,
      vatTotal: totals.vatTotal,
      discount: totals.discount,
      shipping: totals.shipping,
      otherAdditions: totals.otherAdditions,
      grandTotal: totals.grandTotal,
      notes: input.notes || null,
      einvoiceType: input.einvoiceType ?? null,
      einvoicePattern: input.einvoiceType == null ? null : (input.einvoicePattern ?? null),
    },
    lines,
    totals,
  };
}

/** The stored search key: the printed number, the bare number, the stakeholder's code and name. */
export function invoiceSearchText(row: Pick<InvoiceRow, 'prefix' | 'number' | 'stakeholderCode' | 'stakeholderName'>) {
  return searchTextOf(
    displayNumberOf(row),
    row.number === null ? null : String(row.number),
    row.stakeholderCode,
    row.stakeholderName,
  );
}

/** Replaces an invoice's lines with the resolved ones. */
export function writeInvoiceLines(tx: Queryable, invoiceId: number, lines: LineValues[]): void {
  tx.delete(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId)).run();
  tx.insert(invoiceLines)
    .values(lines.map((line) => ({ ...line, invoiceId })))
    .run();
}
