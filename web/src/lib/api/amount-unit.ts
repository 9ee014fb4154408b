import { itemEnvelope } from '@daftar/contracts/envelope';
import { accountingSettingsEndpoints } from '@daftar/contracts/endpoints/accounting-years';
import { z } from 'zod';
import type { AmountUnit } from '../format/format-amount.ts';
import type { HttpClient } from './http-client.ts';

/** The accounting settings' call, read for its amount unit alone: the rest of the settings is the books' concern. */
const getAmountUnit = {
  ...accountingSettingsEndpoints.get,
  response: itemEnvelope(z.object({ amountUnit: z.enum(['RIAL', 'TOMAN']) })),
};

/**
 * Whether the company shows amounts in Rials or Tomans (its accounting settings say), for the areas outside the
 * books that show money (banking's balances).
 */
export async function fetchAmountUnit(client: HttpClient, companyId: number): Promise<AmountUnit> {
  return (await client.call(getAmountUnit, { params: { companyId } })).itemInfo.amountUnit;
}
