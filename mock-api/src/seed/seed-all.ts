import type { Db } from '@daftar/db/client';
import { seedDb } from '@daftar/db/seed';
import { serverToday } from '../domain/clock/server-clock.ts';
import type { Catalogue } from './catalogues.ts';
import { seedInvoices } from './invoices.ts';
import { seedTranslations } from './translations.ts';
import { seedTreasury } from './treasury.ts';
import { seedYearEnd } from './year-end.ts';

/**
 * The whole seed: db's rows (accounts, companies, banking, flags, settings, the books and money records), invoices
 * and the treasury over 1404 and 1405 up to `today` (the server's clock by default, Tehran's day), 1404 closed, and
 * the translation catalogues.
 */
export function seedAll(db: Db, catalogue: Catalogue, today = serverToday()): { translationsAdded: number } {
  seedDb(db, today);
  seedInvoices(db, today);
  seedTreasury(db, today);
  seedYearEnd(db);
  return { translationsAdded: seedTranslations(db, catalogue) };
}
