import { accountingSettingsEndpoints } from '@daftar/contracts/endpoints/accounting-settings';
import { itemEnvelope } from '@daftar/contracts/envelope';
import { z } from 'zod';

/** The accounting settings' call, read for its amount unit alone: the rest of the settings is the books' concern. */
export const getAmountUnit = {
  ...accountingSettingsEndpoints.get,
  response: itemEnvelope(z.object({ amountUnit: z.enum(['RIAL', 'TOMAN']) })),
};
