import { z } from 'zod';

/**
 * An issued sell invoice as the tax system (Moadian) takes it: `header`, `body` (one entry per line) and `payments`,
 * with the system's own field names. Amounts are integer Rials; times are ms since the epoch. Fields the system has
 * and the invoice has nothing for are null, so the document has the system's whole shape.
 */
const rials = z.number().int();
const nullableText = z.string().nullable();

export const moadianHeaderSchema = z.object({
  /** 22 characters: memory id, date, serial and check digit (contracts/src/invoices/moadian.ts). */
  taxid: z.string().length(22),
  /** The invoice's date and time of issue, and of creation. */
  indatim: z.number().int(),
  indati2m: z.number().int(),
  /** 1 with the buyer's details, 2 without, 3 sales receipt. */
  inty: z.number().int(),
  /** The serial in the tax id (10 hex characters). */
  inno: z.string(),
  /** The tax id a correction, cancellation or return refers to (the one exported before it); null for an original. */
  irtaxid: nullableText,
  /** Pattern: 1 sale, 2 currency sale, 3 gold and jewellery, … */
  inp: z.number().int(),
  /** Subject: 1 original, 2 correction, 3 cancellation, 4 return (`moadianSubjects`). */
  ins: z.number().int(),
  /** The seller's economic code. */
  tins: z.string(),
  /** The buyer: type (1 individual, 2 business, …), national id, economic code, postal code. */
  tob: z.number().int().nullable(),
  bid: nullableText,
  tinb: nullableText,
  sbc: nullableText,
  bpc: nullableText,
  bbc: nullableText,
  ft: z.number().int().nullable(),
  bpn: nullableText,
  scln: nullableText,
  scc: nullableText,
  crn: nullableText,
  billid: nullableText,
  /** Σ amounts before discount, Σ discounts, Σ after discount, Σ VAT, Σ other duties, the bill's total. */
  tprdis: rials,
  tdis: rials,
  tadis: rials,
  tvam: rials,
  todam: rials,
  tbill: rials,
  /** Settlement: 1 cash, 2 credit, 3 both; the cash and credit parts. */
  setm: z.number().int(),
  cap: rials,
  insp: rials,
  tvop: rials.nullable(),
  tax17: rials.nullable(),
});

export const moadianLineSchema = z.object({
  /** The 13-digit goods or service id and its description. */
  sstid: z.string().length(13),
  sstt: z.string(),
  /** Quantity (decimals as the line has them), unit code (null: not coded), unit price. */
  am: z.number(),
  mu: nullableText,
  fee: rials,
  cfee: z.number().nullable(),
  cut: nullableText,
  exr: z.number().nullable(),
  /** Amount before discount, discount, amount after discount, VAT rate and amount. */
  prdis: rials,
  dis: rials,
  adis: rials,
  vra: z.number(),
  vam: rials,
  odt: nullableText,
  odr: z.number().nullable(),
  odam: rials.nullable(),
  olt: nullableText,
  olr: z.number().nullable(),
  olam: rials.nullable(),
  consfee: rials.nullable(),
  spro: rials.nullable(),
  bros: rials.nullable(),
  tcpbs: rials.nullable(),
  cop: rials.nullable(),
  vop: rials.nullable(),
  bsrn: nullableText,
  /** The line's total: after discount plus VAT. */
  tsstam: rials,
});

export const moadianPaymentSchema = z.object({
  iinn: nullableText,
  acn: nullableText,
  trmn: nullableText,
  /** 1 cheque, 3 cash, 4 card reader, 7 bank transfer, … */
  pmt: z.number().int(),
  /** The payment's reference (a cheque's number). */
  trn: nullableText,
  pcn: nullableText,
  pid: nullableText,
  /** The payment's date, and its amount. */
  pdt: z.number().int(),
  pv: rials,
});

export const moadianInvoiceSchema = z.object({
  header: moadianHeaderSchema,
  body: z.array(moadianLineSchema).min(1),
  payments: z.array(moadianPaymentSchema),
});
export type MoadianInvoice = z.infer<typeof moadianInvoiceSchema>;

/** One export of an e-invoice, as it was made: its subject, tax id, the tax id it referred to, when, the JSON. */
export const moadianExportSchema = z.object({
  id: z.number().int().positive(),
  subject: z.number().int(),
  taxId: z.string().length(22),
  referenceTaxId: z.string().nullable(),
  exportedAt: z.string(),
  document: moadianInvoiceSchema,
});
export type MoadianExport = z.infer<typeof moadianExportSchema>;

/**
 * An invoice's exports, newest first, and each subject (1–4) with why it cannot be exported now (the code the
 * export would be refused with), or null when it can.
 */
export const moadianExportsSchema = z.object({
  exports: z.array(moadianExportSchema),
  subjects: z.array(z.object({ subject: z.number().int(), refusal: z.string().nullable() })),
});
export type MoadianExports = z.infer<typeof moadianExportsSchema>;

export const moadianExportInputSchema = z.object({
  subject: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], { error: 'INVALID_EINVOICE_SUBJECT' }),
});
export type MoadianExportInput = z.input<typeof moadianExportInputSchema>;
