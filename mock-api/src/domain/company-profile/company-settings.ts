import type { CompanySettings, companySettingsInputSchema } from '@daftar/contracts/endpoints/company-profile';
import type { z } from 'zod';
import type { Db, Queryable } from '@daftar/db/client';
import { accountingSettings } from '@daftar/db/schema/accounting-years';
import { invoiceNumberPrefixes } from '@daftar/db/schema/invoices';
import { getAccountingSettings } from '../accounting/settings.ts';
import { getInvoiceSettings, prefixOf, updateInvoiceSettings } from '../invoices/invoice-settings.ts';
import { findProfileRow, upsertProfile } from './company-profile.ts';

type SettingsInput = z.output<typeof companySettingsInputSchema>;

/**
 * Estimates are not an invoice kind yet (a later slice), but their prefix is set here already: it is kept where the
 * other prefixes are, as the ESTIMATE row of invoice_number_prefixes, which the estimates' numbering will read.
 */
const estimateKind = 'ESTIMATE';

/** Each setting read from the row its area keeps it in: nothing is copied. */
export function getCompanySettings(db: Queryable, companyId: number): CompanySettings {
  const books = getAccountingSettings(db, companyId);
  const prefixes = getInvoiceSettings(db, companyId);
  return {
    documentLanguage: findProfileRow(db, companyId)?.documentLanguage ?? 'fa',
    amountUnit: books.amountUnit,
    fiscalYearStartMonth: books.fiscalYearStartMonth,
    fiscalYearStartDay: books.fiscalYearStartDay,
    sellPrefix: prefixes.sellPrefix,
    purchasePrefix: prefixes.purchasePrefix,
    estimatePrefix: prefixOf(db, companyId, estimateKind),
    moadianMemoryId: prefixes.moadianMemoryId ?? null,
  };
}

/**
 * One transaction over the three homes: the accounting settings' amount unit and fiscal-year start (its default
 * accounts untouched), the invoice prefixes through the invoices' own update, and the profile's document language.
 */
export function updateCompanySettings(db: Db, companyId: number, input: SettingsInput): CompanySettings {
  return db.transaction((tx) => {
    const updatedAt = new Date().toISOString();
    const books = {
      amountUnit: input.amountUnit,
      fiscalYearStartMonth: input.fiscalYearStartMonth,
      fiscalYearStartDay: input.fiscalYearStartDay,
      updatedAt,
    };
    tx.insert(accountingSettings)
      .values({ companyId, ...books })
      .onConflictDoUpdate({ target: accountingSettings.companyId, set: books })
      .run();
    updateInvoiceSettings(tx, companyId, {
      sellPrefix: input.sellPrefix,
      purchasePrefix: input.purchasePrefix,
      moadianMemoryId: input.moadianMemoryId,
    });
    tx.insert(invoiceNumberPrefixes)
      .values({ companyId, kind: estimateKind, prefix: input.estimatePrefix, updatedAt })
      .onConflictDoUpdate({
        target: [invoiceNumberPrefixes.companyId, invoiceNumberPrefixes.kind],
        set: { prefix: input.estimatePrefix, updatedAt },
      })
      .run();
    upsertProfile(tx, companyId, { documentLanguage: input.documentLanguage });
    return getCompanySettings(tx, companyId);
  });
}
