import type { LegalBookSettings, LegalBookSettingsInput } from '@daftar/contracts/endpoints/accounting-legal-books';
import { and, eq } from 'drizzle-orm';
import type { Db, Queryable } from '@daftar/db/client';
import type { FiscalYearRow } from '@daftar/db/schema/accounting-years';
import { legalBookSettings } from '@daftar/db/schema/legal-books';
import { DomainError } from '../../errors.ts';
import { getFiscalYear } from '../fiscal-years.ts';

const defaults = (fiscalYearId: number): LegalBookSettings => ({
  fiscalYearId,
  journal: { sealDate: null, registrationNumber: null, firstPage: 1 },
  ledger: { sealDate: null, registrationNumber: null, firstPage: 1 },
  granularity: 'DAY',
  rowsPerPage: 25,
  openingClosingApart: true,
});

/** A year's legal-book settings; a year never set up reads the defaults (by day, 25 rows a page, page 1). */
export function legalBookSettingsOf(db: Queryable, companyId: number, fiscalYearId: number): LegalBookSettings {
  const row = db
    .select()
    .from(legalBookSettings)
    .where(and(eq(legalBookSettings.companyId, companyId), eq(legalBookSettings.fiscalYearId, fiscalYearId)))
    .get();
  if (!row) return defaults(fiscalYearId);
  return {
    fiscalYearId,
    journal: {
      sealDate: row.journalSealDate,
      registrationNumber: row.journalRegistrationNumber,
      firstPage: row.journalFirstPage,
    },
    ledger: {
      sealDate: row.ledgerSealDate,
      registrationNumber: row.ledgerRegistrationNumber,
      firstPage: row.ledgerFirstPage,
    },
    granularity: row.granularity,
    rowsPerPage: row.rowsPerPage,
    openingClosingApart: row.openingClosingApart,
  };
}

export function getLegalBookSettings(db: Queryable, companyId: number, fiscalYearId: number): LegalBookSettings {
  getFiscalYear(db, companyId, fiscalYearId);
  return legalBookSettingsOf(db, companyId, fiscalYearId);
}

/** A book is sealed before it is written in: a seal date after the year's last day is refused. */
function sealErrors(year: FiscalYearRow, input: LegalBookSettingsInput) {
  return (['journal', 'ledger'] as const).flatMap((book) => {
    const seal = input[book].sealDate;
    return seal && seal > year.endDate ? [{ path: `body.${book}.sealDate`, message: 'SEAL_DATE_AFTER_YEAR' }] : [];
  });
}

export function updateLegalBookSettings(
  db: Db,
  companyId: number,
  fiscalYearId: number,
  input: LegalBookSettingsInput,
): LegalBookSettings {
  return db.transaction((tx) => {
    const year = getFiscalYear(tx, companyId, fiscalYearId);
    const errors = sealErrors(year, input);
    const first = errors[0];
    if (first) throw new DomainError('invalid', first.message, errors);
    const values = {
      journalSealDate: input.journal.sealDate,
      journalRegistrationNumber: input.journal.registrationNumber || null,
      journalFirstPage: input.journal.firstPage,
      ledgerSealDate: input.ledger.sealDate,
      ledgerRegistrationNumber: input.ledger.registrationNumber || null,
      ledgerFirstPage: input.ledger.firstPage,
      granularity: input.granularity,
      rowsPerPage: input.rowsPerPage,
      openingClosingApart: input.openingClosingApart,
      updatedAt: new Date().toISOString(),
    };
    tx.insert(legalBookSettings)
      .values({ companyId, fiscalYearId, ...values })
      .onConflictDoUpdate({ target: [legalBookSettings.companyId, legalBookSettings.fiscalYearId], set: values })
      .run();
    return legalBookSettingsOf(tx, companyId, fiscalYearId);
  });
}
