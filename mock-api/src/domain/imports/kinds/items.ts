import { eq } from 'drizzle-orm';
import { itemInputSchema } from '@daftar/contracts/endpoints/items';
import { type ItemRow, items } from '@daftar/db/schema/items';
import { type ItemInput, insertItems, itemTable, replaceItem } from '../../items.ts';
import { nextCode } from '../../record-codes.ts';
import { digitsOnly, parseChoice, parseInteger, parseYesNo } from '../text-values.ts';
import type { CellError, ImportKindSpec, RowValues } from './kind.ts';
import { cellReader, cellText, existingRecords, optional, schemaCheck } from './kind.ts';
import { fieldsOf } from './kind-fields.ts';

const kinds = {
  PRODUCT: ['product', 'goods', 'کالا', 'محصول'],
  SERVICE: ['service', 'services', 'خدمت', 'خدمات'],
} as const;

function check(values: RowValues) {
  const errors: CellError[] = [];
  const read = cellReader(values, errors);
  const input = {
    kind: read('kind', 'IMPORT_INVALID_CHOICE', (text) => parseChoice(text, kinds)) ?? 'PRODUCT',
    code: optional(values.code),
    name: values.name ?? '',
    unit: values.unit ?? '',
    salePrice: read('salePrice', 'INVALID_AMOUNT', parseInteger),
    purchasePrice: read('purchasePrice', 'INVALID_AMOUNT', parseInteger),
    vatApplicable: read('vatApplicable', 'IMPORT_INVALID_YES_NO', parseYesNo) ?? true,
    vatRate: read('vatRate', 'INVALID_VAT_RATE', (text) => parseInteger(text.replace(/[%٪]/g, ''))),
    barcode: optional(digitsOnly(values.barcode ?? '')),
    goodsServiceId: optional(digitsOnly(values.goodsServiceId ?? '')),
    category: optional(values.category),
    trackStock: read('trackStock', 'IMPORT_INVALID_YES_NO', parseYesNo),
  };
  return schemaCheck<ItemInput>(itemInputSchema, input, errors);
}

function valuesOf(row: ItemRow): RowValues {
  return {
    code: row.code,
    kind: row.kind,
    name: row.name,
    unit: row.unit,
    salePrice: cellText(row.salePrice),
    purchasePrice: cellText(row.purchasePrice),
    vatApplicable: row.vatApplicable ? 'yes' : 'no',
    vatRate: String(row.vatRate),
    barcode: cellText(row.barcode),
    goodsServiceId: cellText(row.goodsServiceId),
    category: cellText(row.category),
    trackStock: row.trackStock ? 'yes' : 'no',
  };
}

/** Products and services: duplicates by code. */
export const itemsImport: ImportKindSpec<ItemInput> = {
  kind: 'items',
  fields: fieldsOf('items'),
  check,
  keysOf: (input) => (input.code ? [`code:${input.code}`] : []),
  existing: (db, companyId) =>
    existingRecords(db.select().from(items).where(eq(items.companyId, companyId)).all(), valuesOf),
  firstFreeCode: (db, companyId) => Number(nextCode(db, itemTable, companyId)),
  insertAll: (tx, companyId, rows) => insertItems(tx, companyId, rows),
  replace: (tx, companyId, id, input, code) => {
    replaceItem(tx, companyId, id, input, code);
  },
};
