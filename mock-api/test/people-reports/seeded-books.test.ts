import { describe, expect, it } from 'vitest';
import { trialBalance } from '../../src/domain/accounting/reports/trial-balance.ts';
import { getPeopleAccountFlow } from '../../src/domain/people-reports/account-flow.ts';
import { listDebtors } from '../../src/domain/people-reports/debtors.ts';
import { getPersonStatement } from '../../src/domain/people-reports/statement.ts';
import { getVatReport } from '../../src/domain/people-reports/vat.ts';
import { seededDbPerFile } from '../support/seeded-db.ts';

// The whole seed (1404 closed, 1405 up to today), as a fresh database has it.
const t = seededDbPerFile('all');

const list = { q: undefined, sort: '-balance' as const, page: 1, pageSize: 500 };

describe('the people reports agree with the books on the seeded company', () => {
  it('debtors and creditors total the receivables and payables balances; each ageing adds up to its balance', () => {
    const trial = trialBalance(t.db, 1, { level: 'MOEIN' });
    const balance = (code: string) => {
      const row = trial.rows.find((candidate) => candidate.code === code);
      return (row?.balanceDebit ?? 0) - (row?.balanceCredit ?? 0);
    };
    const debtors = listDebtors(t.db, 1, { ...list, tab: 'DEBTORS' });
    const creditors = listDebtors(t.db, 1, { ...list, tab: 'CREDITORS' });
    expect(debtors.rows.length).toBeGreaterThan(5);
    expect(debtors.totals.balance).toBe(balance('1201'));
    expect(creditors.totals.balance).toBe(-balance('3101'));
    for (const row of [...debtors.rows, ...creditors.rows]) {
      expect(row.days0to30 + row.days31to60 + row.days61to90 + row.over90).toBe(row.balance);
    }
    const top = debtors.rows[0];
    if (!top) throw new Error('no debtor');
    const statement = getPersonStatement(t.db, 1, top.tafsiliId, { accountId: debtors.account.id });
    expect(statement.closingBalance).toBe(top.balance);
    const flow = getPeopleAccountFlow(t.db, 1, {});
    expect(flow.rows.find((row) => row.code === '1201')?.closingBalance).toBe(balance('1201'));
  });

  it('VAT by season adds up to the VAT accounts’ period columns of the trial balance', () => {
    const trial = trialBalance(t.db, 1, { level: 'MOEIN' });
    const row = (code: string) => trial.rows.find((candidate) => candidate.code === code);
    const vat = getVatReport(t.db, 1, {});
    expect(vat.seasons).toHaveLength(4);
    expect(vat.totals.outputVat).toBe(row('3201')?.periodCredit);
    expect(vat.totals.outputVatDebits + vat.totals.vatPaid).toBe(row('3201')?.periodDebit ?? 0);
    expect(vat.totals.inputVat).toBe(row('1301')?.periodDebit);
    expect(vat.totals.inputVatCredits).toBe(row('1301')?.periodCredit ?? 0);
    expect(vat.seasons.reduce((sum, season) => sum + season.netPayable, 0)).toBe(vat.totals.netPayable);
    // The credit carried: each season starts with what the one before left, and pays only what passes it.
    for (const [index, season] of vat.seasons.entries()) {
      if (index > 0) expect(season.creditBroughtForward).toBe(vat.seasons[index - 1]?.creditCarriedForward);
      expect(season.payable - season.creditCarriedForward).toBe(season.netPayable - season.creditBroughtForward);
    }
  });
});
