import type { Db } from '@daftar/db/client';
import { seedDb } from '@daftar/db/seed';
import type { Catalogue } from './catalogues.ts';
import { seedInvoices } from './invoices.ts';
import { seedTranslations } from './translations.ts';
import { seedTreasury } from './treasury.ts';

/** The whole seed: db's rows (accounts, companies, banking, flags, settings) and the translation catalogues. */
export function seedAll(db: Db, catalogue: Catalogue): { translationsAdded: number } {
  seedDb(db);
  seedInvoices(db);
  seedTreasury(db);
  return { translationsAdded: seedTranslations(db, catalogue) };
}
