import { eq } from 'drizzle-orm';
import { itemInputSchema } from '@daftar/contracts/endpoints/items';
import { type ItemRow, items } from '@daftar/db/schema/items';
import { type ItemInput, insertItems, itemTable, replaceItem } from '../../items.ts';
import { nextCode } from '../../record-codes.ts';
import { digitsOnly, parseChoice, parseInteger, parseYesNo } from '../text-values.ts';
import {
  type CellError,
  type ImportFieldSpec,
  type ImportKindSpec,
  optional,
  type RowValues,
  schemaCheck,
} from './kind.ts';

const yesNo = { en: 'Yes or No', fa: 'بله یا خیر' };

const fields: readonly ImportFieldSpec[] = [
  {
    key: 'code',
    required: false,
    en: 'Code',
    fa: 'کد',
    aliases: ['کد کالا', 'کد کالا/خدمت', 'item code', 'sku'],
    example: { en: 'P-100', fa: 'P-100' },
    allowed: {
      en: 'Letters, digits and dashes, at most 20; empty: the next free code',
      fa: 'حرف لاتین، رقم و خط تیره، حداکثر ۲۰؛ خالی: کد آزاد بعدی',
    },
  },
  {
    key: 'kind',
    required: false,
    en: 'Type',
    fa: 'نوع',
    aliases: ['نوع کالا', 'کالا/خدمت', 'kind', 'product/service'],
    example: { en: 'Product', fa: 'کالا' },
    allowed: { en: 'Product or Service; empty: Product', fa: 'کالا یا خدمت؛ خالی: کالا' },
  },
  {
    key: 'name',
    required: true,
    en: 'Name',
    fa: 'نام',
    aliases: ['نام کالا', 'شرح کالا', 'عنوان', 'title', 'item name', 'description'],
    example: { en: 'Espresso beans 1 kg', fa: 'دانه قهوه اسپرسو ۱ کیلویی' },
  },
  {
    key: 'unit',
    required: true,
    en: 'Unit',
    fa: 'واحد',
    aliases: ['واحد اصلی', 'واحد شمارش', 'unit of measure', 'uom'],
    example: { en: 'Piece', fa: 'عدد' },
  },
  {
    key: 'salePrice',
    required: false,
    en: 'Sale price',
    fa: 'قیمت فروش',
    aliases: ['فی فروش', 'price', 'selling price', 'sales price'],
    example: { en: '4500000', fa: '4500000' },
    allowed: { en: 'Whole Rials', fa: 'ریال، عدد صحیح' },
  },
  {
    key: 'purchasePrice',
    required: false,
    en: 'Purchase price',
    fa: 'قیمت خرید',
    aliases: ['فی خرید', 'cost', 'buying price'],
    example: { en: '3800000', fa: '3800000' },
    allowed: { en: 'Whole Rials', fa: 'ریال، عدد صحیح' },
  },
  {
    key: 'vatApplicable',
    required: false,
    en: 'VAT applies',
    fa: 'مشمول مالیات',
    aliases: ['مشمول ارزش افزوده', 'vat', 'taxable'],
    example: { en: 'Yes', fa: 'بله' },
    allowed: { en: 'Yes or No; empty: Yes', fa: 'بله یا خیر؛ خالی: بله' },
  },
  {
    key: 'vatRate',
    required: false,
    en: 'VAT rate',
    fa: 'نرخ مالیات',
    aliases: ['نرخ ارزش افزوده', 'vat %', 'tax rate', 'درصد مالیات'],
    example: { en: '10', fa: '10' },
    allowed: { en: 'A whole percentage, 0 to 100; empty: 10', fa: 'درصد صحیح ۰ تا ۱۰۰؛ خالی: ۱۰' },
  },
  {
    key: 'barcode',
    required: false,
    en: 'Barcode',
    fa: 'بارکد',
    aliases: ['gtin', 'ean', 'upc'],
    example: { en: '6260100000018', fa: '6260100000018' },
    allowed: {
      en: 'GTIN: 8, 12, 13 or 14 digits with a valid check digit (products only)',
      fa: 'GTIN: ۸، ۱۲، ۱۳ یا ۱۴ رقم با رقم کنترل درست (فقط کالا)',
    },
  },
  {
    key: 'goodsServiceId',
    required: false,
    en: 'Goods or service id',
    fa: 'شناسه کالا/خدمت',
    aliases: ['شناسه کالا', 'شناسه خدمت', 'sstid', 'tax id'],
    example: { en: '', fa: '' },
    allowed: { en: '13 digits (the tax system’s id)', fa: '۱۳ رقم (شناسه سامانه مودیان)' },
  },
  {
    key: 'category',
    required: false,
    en: 'Category',
    fa: 'دسته',
    aliases: ['گروه', 'گروه کالا', 'دسته‌بندی', 'group'],
    example: { en: 'Coffee', fa: 'قهوه' },
  },
  {
    key: 'trackStock',
    required: false,
    en: 'Track stock',
    fa: 'کنترل موجودی',
    aliases: ['انبارداری', 'موجودی', 'inventory', 'stock'],
    example: { en: 'No', fa: 'خیر' },
    allowed: { ...yesNo },
  },
];

const kinds = {
  PRODUCT: ['product', 'goods', 'کالا', 'محصول'],
  SERVICE: ['service', 'services', 'خدمت', 'خدمات'],
} as const;

function check(values: RowValues) {
  const errors: CellError[] = [];
  const read = <T>(field: string, code: string, parse: (text: string) => T | undefined): T | undefined => {
    const text = values[field] ?? '';
    if (text === '') return undefined;
    const value = parse(text);
    if (value === undefined) errors.push({ field, code });
    return value;
  };
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
  const text = (value: string | number | null) => (value === null ? '' : String(value));
  return {
    code: row.code,
    kind: row.kind,
    name: row.name,
    unit: row.unit,
    salePrice: text(row.salePrice),
    purchasePrice: text(row.purchasePrice),
    vatApplicable: row.vatApplicable ? 'yes' : 'no',
    vatRate: String(row.vatRate),
    barcode: text(row.barcode),
    goodsServiceId: text(row.goodsServiceId),
    category: text(row.category),
    trackStock: row.trackStock ? 'yes' : 'no',
  };
}

/** Products and services: duplicates by code. */
export const itemsImport: ImportKindSpec<ItemInput> = {
  kind: 'items',
  fields,
  check,
  keysOf: (input) => (input.code ? [`code:${input.code}`] : []),
  existing: (db, companyId) =>
    db
      .select()
      .from(items)
      .where(eq(items.companyId, companyId))
      .all()
      .map((row) => ({ record: { id: row.id, code: row.code, values: valuesOf(row) }, keys: [`code:${row.code}`] })),
  firstFreeCode: (db, companyId) => Number(nextCode(db, itemTable, companyId)),
  insertAll: (tx, companyId, rows) => insertItems(tx, companyId, rows),
  replace: (tx, companyId, id, input, code) => {
    replaceItem(tx, companyId, id, input, code);
  },
};
