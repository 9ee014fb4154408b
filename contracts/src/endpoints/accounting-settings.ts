import { z } from 'zod';
import { readReplaceEndpoints } from '../endpoint-groups.ts';
import { amountAndYearStartInputShape, amountAndYearStartShape, bodyIdSchema } from './accounting-common.ts';

// Apart from the fiscal years' contracts (their vouchers' schemas): every signed-in page reads the amount unit from
// these settings, and builds only these schemas for it.

/** The settings' fields that name the moein account documents post to, in the order screens list them. */
export const defaultAccountFields = [
  'receivablesAccountId',
  'payablesAccountId',
  'salesAccountId',
  'salesReturnsAccountId',
  'purchasesAccountId',
  'vatPayableAccountId',
  'vatReceivableAccountId',
  'cashAccountId',
  'bankAccountId',
  'pettyCashAccountId',
  'capitalAccountId',
  'drawingsAccountId',
  'retainedEarningsAccountId',
] as const;
export type DefaultAccountField = (typeof defaultAccountFields)[number];

/** A field of `schema` for each default account, in the order of `defaultAccountFields`. */
function defaultAccountsShape<Schema extends z.ZodType>(schema: Schema) {
  return Object.fromEntries(defaultAccountFields.map((field) => [field, schema])) as Record<
    DefaultAccountField,
    Schema
  >;
}

export const accountingSettingsSchema = z.object({
  ...defaultAccountsShape(z.number().int().positive().nullable()),
  ...amountAndYearStartShape,
});
export type AccountingSettings = z.infer<typeof accountingSettingsSchema>;

export const accountingSettingsInputSchema = z.object({
  ...defaultAccountsShape(bodyIdSchema.nullable()),
  ...amountAndYearStartInputShape,
});
export type AccountingSettingsInput = z.input<typeof accountingSettingsInputSchema>;

const settingsPath = '/api/v1/companies/:companyId/accounting/settings';

export const accountingSettingsEndpoints = readReplaceEndpoints({
  names: ['getAccountingSettings', 'updateAccountingSettings'],
  path: settingsPath,
  record: accountingSettingsSchema,
  input: accountingSettingsInputSchema,
  get: 'The default accounts documents post to, the amount unit and the fiscal-year start.',
  update: 'Replaces the settings; every default account must be one of the company’s moein accounts.',
});
