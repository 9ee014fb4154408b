import { describe, expect, it } from 'vitest';
import { roadTo } from '../../src/domain/accounting/reports/ledger.ts';

/**
 * The ledger reads at most half a month of lines to place a page: in a month's second half it reads back from the
 * month's end, otherwise forward from the later of the period's and the month's start. Both roads give the same sum
 * (the ledger's tests hold the figures); this holds the choice, which is the ledger's speed on a long month.
 */
const year1405 = { from: '2026-03-21', to: '2027-03-20' };

describe('roadTo', () => {
  it('reads forward from the month’s start up to its 15th day, and back from its end from the 16th', () => {
    // Farvardin 1405 runs from 2026-03-21 to 2026-04-20; its 16th day is 2026-04-05.
    expect(roadTo(year1405, '2026-04-04')).toEqual({ back: false, cut: '2026-03-21' });
    expect(roadTo(year1405, '2026-04-05')).toEqual({ back: true, monthEnd: '2026-04-20' });
    // Ordibehesht: 2026-04-21 to 2026-05-21.
    expect(roadTo(year1405, '2026-04-27')).toEqual({ back: false, cut: '2026-04-21' });
    expect(roadTo(year1405, '2026-05-21')).toEqual({ back: true, monthEnd: '2026-05-21' });
  });

  it('starts no earlier than the period, and reads back only over a month the period holds to its end', () => {
    const fromMidMonth = { from: '2026-04-25', to: '2027-03-20' };
    expect(roadTo(fromMidMonth, '2026-04-27')).toEqual({ back: false, cut: '2026-04-25' });
    const toMidMonth = { from: '2026-03-21', to: '2026-05-10' };
    expect(roadTo(toMidMonth, '2026-05-08')).toEqual({ back: false, cut: '2026-04-21' });
    const toMonthEnd = { from: '2026-03-21', to: '2026-05-21' };
    expect(roadTo(toMonthEnd, '2026-05-08')).toEqual({ back: true, monthEnd: '2026-05-21' });
  });
});
