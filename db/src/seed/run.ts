import type { Db } from '../client.ts';
import { seedAccounting } from './accounting.ts';
import { seedAccounts } from './accounts.ts';
import { seedAppSettings } from './app-settings.ts';
import { seedBanking } from './banking.ts';
import { seedCompanyProfiles } from './company-profile.ts';
import { seedFlags } from './flags.ts';
import { seedItems } from './items.ts';
import { seedMoneyRecords } from './money-records.ts';
import { seedPay } from './pay.ts';
import { seedPaymentMethods } from './payment-methods.ts';
import { seedStakeholders } from './stakeholders.ts';
import { tehranDay } from './seed-years.ts';

/**
 * Idempotent: running it twice leaves the same rows, and rows changed since (by QA or admins) are left alone.
 * Translations are seeded by mock-api's db-setup, which can read the SPA's catalogues. The books and money records
 * cover the seeded years up to `today` (seed-years.ts); mock-api's seed adds invoices and the treasury and closes 1404.
 */
export function seedDb(db: Db, today = tehranDay()): void {
  db.transaction((tx) => {
    seedAppSettings(tx);
    seedAccounts(tx);
    seedPay(tx);
    seedBanking(tx);
    seedFlags(tx);
    seedStakeholders(tx);
    seedItems(tx);
    seedAccounting(tx, today);
    seedMoneyRecords(tx, today);
    seedCompanyProfiles(tx);
    seedPaymentMethods(tx);
  });
}
