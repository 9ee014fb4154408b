import { z } from 'zod';
import { displayName } from '../schemas/display-name.ts';
import { companyRecordEndpoints, nextCodeEndpoint, userEndpoint } from '../endpoint-groups.ts';
import { listEnvelope, pageEnvelope } from '../envelope.ts';
import { recordTimesShape } from '../schemas/common.ts';
import { goodsServiceIdPattern } from '../invoices/moadian.ts';
import { gtinSchema } from '../schemas/iran-ids.ts';
import {
  booleanQuerySchema,
  companyParamsSchema,
  recordCodeSchema,
  rialsSchema,
  listQuerySchema,
} from '../schemas/list-query.ts';

/** SPEC §5: an item is a product or a service; the create form's formType is one of these. */
export const itemKindSchema = z.enum(['PRODUCT', 'SERVICE']);
export type ItemKind = z.infer<typeof itemKindSchema>;

/** An item as the API answers it. Prices are integer Rials; VAT rate is a whole percentage. */
export const itemSchema = z.object({
  id: z.number().int().positive(),
  code: z.string(),
  kind: itemKindSchema,
  name: z.string(),
  unit: z.string(),
  salePrice: z.number().int().nullable(),
  purchasePrice: z.number().int().nullable(),
  vatApplicable: z.boolean(),
  vatRate: z.number().int(),
  /** Products only. */
  barcode: z.string().nullable(),
  /** The tax system's 13-digit goods or service id (Moadian `sstid`), which an e-invoice's lines carry. */
  goodsServiceId: z.string().nullable(),
  category: z.string().nullable(),
  /** Products only: quantity on hand is derived from invoices, never typed. */
  trackStock: z.boolean(),
  active: z.boolean(),
  ...recordTimesShape,
});
export type Item = z.infer<typeof itemSchema>;

/** The kind-dependent checks need only a valid kind, so they are said together with the other fields' errors. */
function hasKind(value: unknown): boolean {
  return itemKindSchema.safeParse((value as { kind?: unknown } | null)?.kind).success;
}

/**
 * What a create or an edit sends; the one statement of an item's field rules, used by the SPA's form and the mock API.
 * A service has no barcode and tracks no stock.
 */
export const itemInputSchema = z
  .object({
    kind: itemKindSchema,
    /** Left out on create: the next free code of the company is given. */
    code: recordCodeSchema.optional(),
    name: displayName(z.string().trim().min(2, { error: 'NAME_TOO_SHORT' }).max(120, { error: 'TOO_LONG' })),
    unit: z.string().trim().min(1, { error: 'REQUIRED' }).max(20, { error: 'TOO_LONG' }),
    salePrice: rialsSchema.optional(),
    purchasePrice: rialsSchema.optional(),
    vatApplicable: z.boolean(),
    /** Iran's VAT has been 10% since 1403; kept per item because some goods are exempt or differ. */
    vatRate: z
      .number()
      .int({ error: 'INVALID_VAT_RATE' })
      .min(0, { error: 'INVALID_VAT_RATE' })
      .max(100, { error: 'INVALID_VAT_RATE' })
      .default(10),
    barcode: gtinSchema.optional(),
    goodsServiceId: z.string().trim().regex(goodsServiceIdPattern, { error: 'INVALID_GOODS_SERVICE_ID' }).optional(),
    category: z.string().trim().max(60, { error: 'TOO_LONG' }).optional(),
    trackStock: z.boolean().default(false),
    active: z.boolean().default(true),
  })
  .refine((input) => input.kind === 'PRODUCT' || input.barcode === undefined, {
    error: 'BARCODE_FOR_PRODUCTS_ONLY',
    path: ['barcode'],
    when: ({ value }) => hasKind(value),
  })
  .refine((input) => input.kind === 'PRODUCT' || !input.trackStock, {
    error: 'STOCK_FOR_PRODUCTS_ONLY',
    path: ['trackStock'],
    when: ({ value }) => hasKind(value),
  });
export type ItemInput = z.input<typeof itemInputSchema>;

export const itemSortFields = ['code', 'name', 'kind', 'salePrice', 'purchasePrice', 'createdAt'] as const;

export const itemListQuerySchema = listQuerySchema(itemSortFields, '-createdAt', {
  kind: itemKindSchema.optional(),
  category: z.string().trim().max(60).optional(),
  active: booleanQuerySchema.optional(),
});
export type ItemListQuery = z.input<typeof itemListQuerySchema>;

const itemsPath = '/api/v1/companies/:companyId/items';

const listCategories = userEndpoint.get('listItemCategories', `${itemsPath}/categories`, {
  summary: "The categories the company's items use, alphabetically (for the filter and the form's suggestions).",
  params: companyParamsSchema,
  response: listEnvelope(z.string()),
});

const nextCode = nextCodeEndpoint(
  'Item',
  itemsPath,
  'The code a new item of the company would get (create and copy forms show it).',
);

const records = companyRecordEndpoints({
  names: ['Item', 'Items'],
  path: itemsPath,
  record: itemSchema,
  input: itemInputSchema,
  list: {
    summary: "One page of the company's items: search (name, code, barcode), filters (kind, category, active), sort.",
    query: itemListQuerySchema,
    response: pageEnvelope(itemSchema),
  },
  get: "One of the company's items; another company's id is 404.",
  create: 'Adds a product or service (201); a code the company already has is 409.',
  update: 'Replaces an item’s fields; a code another item of the company has is 409.',
  remove: {
    summary: 'Deletes an item, or archives it (active false) when other records refer to it.',
  },
});

export const itemEndpoints = { ...records, listCategories, nextCode };
