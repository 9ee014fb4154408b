import type { TreasurySettings } from '@daftar/contracts/endpoints/treasury-schemas';
import type { Db, Queryable } from '@daftar/db/client';
import { treasurySettings } from '@daftar/db/schema/treasury';
import { cashMayGoNegative } from './treasury-ledger.ts';

export function getTreasurySettings(db: Queryable, companyId: number): TreasurySettings {
  return { cashMayGoNegative: cashMayGoNegative(db, companyId) };
}

export function updateTreasurySettings(db: Db, companyId: number, input: TreasurySettings): TreasurySettings {
  const values = { cashMayGoNegative: input.cashMayGoNegative, updatedAt: new Date().toISOString() };
  db.insert(treasurySettings)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: treasurySettings.companyId, set: values })
    .run();
  return getTreasurySettings(db, companyId);
}
