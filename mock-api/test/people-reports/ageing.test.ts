import { describe, expect, it } from 'vitest';
import { ageBalance } from '../../src/domain/people-reports/ageing.ts';

describe('FIFO ageing', () => {
  it('settles the oldest charges first and ages what is left by its days to the date', () => {
    const aged = ageBalance(
      [
        { date: '2026-01-01', amount: 100 },
        { date: '2026-03-10', amount: 200 },
        { date: '2026-03-20', amount: -150 },
        { date: '2026-04-20', amount: 50 },
      ],
      '2026-05-01',
    );
    expect(aged).toEqual({
      balance: 200,
      days0to30: 50,
      days31to60: 150,
      days61to90: 0,
      over90: 0,
      oldestOpenDate: '2026-03-10',
    });
  });

  it('ages a balance on the other side (paid ahead) by the unused payments, with its sign', () => {
    const aged = ageBalance(
      [
        { date: '2026-01-01', amount: 100 },
        { date: '2026-01-10', amount: -400 },
      ],
      '2026-05-01',
    );
    expect(aged).toMatchObject({ balance: -300, over90: -300, days0to30: 0 });
  });

  it('has no buckets for a settled balance, and 30, 60 and 90 days fall in the lower bucket', () => {
    expect(
      ageBalance(
        [
          { date: '2026-01-01', amount: 5 },
          { date: '2026-02-01', amount: -5 },
        ],
        '2026-05-01',
      ),
    ).toMatchObject({
      balance: 0,
      oldestOpenDate: null,
    });
    const edges = ageBalance(
      [
        { date: '2026-04-01', amount: 1 },
        { date: '2026-03-02', amount: 10 },
        { date: '2026-01-31', amount: 100 },
      ].sort((a, b) => a.date.localeCompare(b.date)),
      '2026-05-01',
    );
    expect(edges).toMatchObject({ days0to30: 1, days31to60: 10, days61to90: 100, over90: 0 });
  });
});
