import { describe, expect, it } from 'vitest';
import { exportCompany } from '../../src/domain/backup/export-company.ts';
import { restoreCompany } from '../../src/domain/backup/restore-company.ts';
import { fixedHistories, operationArb } from '../invoices/invoice-operations.ts';
import { apply, world } from '../invoices/invoice-world.ts';
import { addMember } from '../support/factories.ts';
import { canonical } from './canonical.ts';
import { companyReports } from './company-reports.ts';
import { assertEveryHistory } from '../support/histories.ts';

/**
 * Random companies made by the invoices' property test's operations (invoices issued, edited, paid by cash, card,
 * transfer and cheque, returned, delivered, cancelled, vouchers finalised, a payment method deleted), each exported,
 * restored beside itself and exported again: the two files say the same apart from ids and times, and every report
 * of the copy equals the original's.
 */
describe('export → restore → export over random companies', () => {
  it('gives the same file and the same reports', () => {
    assertEveryHistory(
      operationArb,
      { minLength: 5, maxLength: 25 },
      world,
      (w, operations) => {
        for (const operation of operations) apply(w, operation);
        const { db, companyId, userId } = w.books;
        // The company's owner restores it, and owns the copy.
        addMember(db, userId, companyId, 'OWNER');
        const before = exportCompany(db, companyId);
        const copy = restoreCompany(db, userId, before, { withEmployees: false }).companyId;
        expect(canonical(db, exportCompany(db, copy))).toEqual(canonical(db, before));
        expect(companyReports(db, copy)).toEqual(companyReports(db, companyId));
      },
      { numRuns: 15, endOnFailure: true, examples: fixedHistories.map((history) => [history]) },
    );
  }, 240_000);
});
