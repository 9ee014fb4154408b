import { z } from 'zod';
import { readReplaceEndpoints } from '../endpoint-groups.ts';
import {
  accountingParamsSchema,
  amountAndYearStartInputShape,
  amountAndYearStartShape,
  bodyIdSchema,
} from './accounting-common.ts';

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

export const accountingSettingsSchema = z.object({
  receivablesAccountId: z.number().int().positive().nullable(),
  payablesAccountId: z.number().int().positive().nullable(),
  salesAccountId: z.number().int().positive().nullable(),
  salesReturnsAccountId: z.number().int().positive().nullable(),
  purchasesAccountId: z.number().int().positive().nullable(),
  vatPayableAccountId: z.number().int().positive().nullable(),
  vatReceivableAccountId: z.number().int().positive().nullable(),
  cashAccountId: z.number().int().positive().nullable(),
  bankAccountId: z.number().int().positive().nullable(),
  pettyCashAccountId: z.number().int().positive().nullable(),
  capitalAccountId: z.number().int().positive().nullable(),
  drawingsAccountId: z.number().int().positive().nullable(),
  retainedEarningsAccountId: z.number().int().positive().nullable(),
  ...amountAndYearStartShape,
});
export type AccountingSettings = z.infer<typeof accountingSettingsSchema>;

const defaultAccount = bodyIdSchema.nullable();

export const accountingSettingsInputSchema = z.object({
  receivablesAccountId: defaultAccount,
  payablesAccountId: defaultAccount,
  salesAccountId: defaultAccount,
  salesReturnsAccountId: defaultAccount,
  purchasesAccountId: defaultAccount,
  vatPayableAccountId: defaultAccount,
  vatReceivableAccountId: defaultAccount,
  cashAccountId: defaultAccount,
  bankAccountId: defaultAccount,
  pettyCashAccountId: defaultAccount,
  capitalAccountId: defaultAccount,
  drawingsAccountId: defaultAccount,
  retainedEarningsAccountId: defaultAccount,
  ...amountAndYearStartInputShape,
});
export type AccountingSettingsInput = z.input<typeof accountingSettingsInputSchema>;

const settingsPath = '/api/v1/companies/:companyId/accounting/settings';

export const accountingSettingsEndpoints = readReplaceEndpoints({
  names: ['getAccountingSettings', 'updateAccountingSettings'],
  path: settingsPath,
  params: accountingParamsSchema,
  record: accountingSettingsSchema,
  input: accountingSettingsInputSchema,
  get: 'The default accounts documents post to, the amount unit and the fiscal-year start.',
  update: 'Replaces the settings; every default account must be one of the company’s moein accounts.',
});
