import { describe, expect, it } from 'vitest';
import { Journal } from '../../src/fault-lab/journal.ts';

const entry = (n: number) => ({
  at: Date.UTC(2026, 10, 27, 9, 0, n),
  host: 'main' as const,
  method: 'GET',
  path: `/p/${n}`,
  status: 200,
  latencyMs: 0,
  ruleId: null,
  ruleName: null,
  source: 'local' as const,
  upstreamMs: null,
});

describe('the fault lab journal', () => {
  it('reads the last `capacity` requests, oldest first, however many came before (trimmed in batches)', () => {
    const journal = new Journal(10);
    for (let n = 1; n <= 37; n++) {
      journal.record(entry(n));
      const read = journal.read(0, 100);
      expect(read.map((e) => e.id)).toEqual(
        Array.from({ length: Math.min(n, 10) }, (_, i) => n - Math.min(n, 10) + i + 1),
      );
    }
    expect(journal.read(33, 100).map((e) => e.id)).toEqual([34, 35, 36, 37]);
    expect(journal.read(0, 3).map((e) => e.id)).toEqual([35, 36, 37]);
    expect(journal.read(36, 1)[0]).toMatchObject({ id: 37, time: '2026-11-27T09:00:37.000Z', path: '/p/37' });
  });
});
