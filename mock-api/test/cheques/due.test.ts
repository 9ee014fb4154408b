import { describe, expect, it } from 'vitest';
import { listDueCheques, weekEndOf } from '../../src/domain/cheques/due-cheques.ts';
import { openChequeBooks } from './cheque-books.ts';
import { booksPerTest } from '../support/made-in-hooks.ts';

const k = booksPerTest(openChequeBooks);

describe('the cheques falling due', () => {
  it('the week ends on Friday: Saturday 2026-11-28 → Friday 12-04, a Friday is its own week’s end, the next day a new week', () => {
    expect(weekEndOf('2026-11-28')).toBe('2026-12-04');
    expect(weekEndOf('2026-12-02')).toBe('2026-12-04');
    expect(weekEndOf('2026-12-04')).toBe('2026-12-04');
    expect(weekEndOf('2026-12-05')).toBe('2026-12-11');
  });

  it('lists the open cheques overdue or due by Friday, received and issued, by due date; not later or final ones', async () => {
    const today = '2026-07-01';
    const overdue = await k.receive({ dueDate: '2026-06-28', amount: 1_000_000 });
    const thisWeek = await k.receive({ dueDate: '2026-07-03', amount: 2_000_000 });
    await k.receive({ dueDate: '2026-07-04', amount: 4_000_000 });
    const returned = await k.receive({ dueDate: '2026-06-20', amount: 8_000_000 });
    await k.step(returned.id, { action: 'RETURN', date: '2026-05-01' });
    const deposited = await k.receive({ dueDate: '2026-06-30', amount: 16_000_000 });
    await k.step(deposited.id, { action: 'DEPOSIT', date: '2026-05-01', bankTafsiliId: k.bank.tafsiliId });
    const book = await k.newBook();
    const issued = await k.issue(book.id, { leaf: 101, dueDate: '2026-07-01', amount: 32_000_000 });
    const paid = await k.issue(book.id, { leaf: 102, dueDate: '2026-06-29', amount: 64_000_000 });
    await k.step(paid.id, { action: 'CLEAR', date: '2026-06-29' });

    const due = listDueCheques(k.t.db, k.b.companyId, today);
    expect([due.today, due.weekEnd]).toEqual([today, '2026-07-03']);
    expect(due.rows.map((row) => row.id)).toEqual([overdue.id, deposited.id, issued.id, thisWeek.id]);
    expect(due.figures).toEqual([
      { direction: 'RECEIVED', overdue: { count: 2, amount: 17_000_000 }, thisWeek: { count: 1, amount: 2_000_000 } },
      { direction: 'ISSUED', overdue: { count: 0, amount: 0 }, thisWeek: { count: 1, amount: 32_000_000 } },
    ]);
    const answer = await k.api<{ itemInfo: { rows: unknown[] } }>(
      'GET',
      `/api/v1/companies/${k.b.companyId}/due-cheques`,
    );
    expect(answer.status).toBe(200);
  });
});
