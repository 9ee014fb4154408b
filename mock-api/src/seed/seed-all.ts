import type { Db } from '@daftar/db/client';
import { seedDb } from '@daftar/db/seed';
import { serverToday } from '../domain/clock/server-clock.ts';
import type { Catalogue } from './catalogues.ts';
import { seedCheques } from './cheques.ts';
import { seedInvoices } from './invoices.ts';
import { seedLegalBooks } from './legal-books.ts';
import { seedTranslations } from './translations.ts';
import { seedTreasury } from './treasury.ts';
import { seedYearEnd } from './year-end.ts';

/**
 * The seed's steps in order, each on what the ones before wrote. Unit tests keep a copy of the database after each
 * step, seeded once per run (test/support/seed-templates.ts), so a new step here reaches them too.
 */
export const seedSteps = {
  books: (db: Db, today: string) => seedDb(db, today),
  invoices: (db: Db, today: string) => seedInvoices(db, today),
  treasury: (db: Db, today: string) => seedTreasury(db, today),
  cheques: (db: Db, today: string) => seedCheques(db, today),
  yearEnd: (db: Db, today: string) => seedYearEnd(db, today),
  legalBooks: (db: Db, today: string) => seedLegalBooks(db, today),
} as const;

export type SeedStep = keyof typeof seedSteps;

/**
 * The whole seed: db's rows (accounts, companies, banking, flags, settings, the books and money records), invoices
 * the treasury and the cheques over 1404 and 1405 up to `today` (the server's clock by default, Tehran's day), 1404 closed, the
 * legal books (1404 locked by month, 1405's first month locked), and
 * the translation catalogues.
 */
export function seedAll(db: Db, catalogue: Catalogue, today = serverToday()): { translationsAdded: number } {
  for (const step of Object.values(seedSteps)) step(db, today);
  return { translationsAdded: seedTranslations(db, catalogue) };
}
