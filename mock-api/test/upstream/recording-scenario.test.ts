import { describe, expect, it } from 'vitest';
import { createFaultLab } from '../../src/fault-lab/lab.ts';
import type { Exchange } from '../../src/upstream/exchange.ts';
import { rulesFromRecording } from '../../src/upstream/recording-scenario.ts';

function exchange(seq: number, path: string, status: number, body: unknown): Exchange {
  return {
    seq,
    host: 'main',
    source: 'upstream',
    request: { method: 'POST', path, query: {}, headers: {} },
    response: { status, headers: {}, body: body as Exchange['response']['body'] },
    timing: { startedAt: '2026-12-01T10:00:00.000Z', ms: 5, upstreamMs: 4 },
  };
}

const recording = [
  exchange(1, '/neobank/general/web/transfers', 200, { success: true }),
  exchange(2, '/neobank/general/web/transfers', 400, { success: false, message: 'DAILY_LIMIT_EXCEEDED' }),
  exchange(3, '/neobank/general/web/transfers', 400, { success: false, message: 'INSUFFICIENT_FUNDS' }),
];

const facts = (path: string) => ({
  host: 'main' as const,
  method: 'POST',
  path,
  headers: new Headers(),
  body: async () => undefined,
});

describe('a recording as fault-lab rules', () => {
  it('answers the recorded failures once each, in the recorded order, then lets the local mock answer', async () => {
    const lab = createFaultLab();
    for (const rule of rulesFromRecording(recording, { name: 'rec', all: false })) lab.rules.add(rule);
    const path = '/neobank/general/web/transfers';
    const first = await lab.rules.take(facts(path));
    const second = await lab.rules.take(facts(path));
    expect([first?.respond, second?.respond]).toEqual([
      { kind: 'status', status: 400, body: { success: false, message: 'DAILY_LIMIT_EXCEEDED' } },
      { kind: 'status', status: 400, body: { success: false, message: 'INSUFFICIENT_FUNDS' } },
    ]);
    expect(first?.name).toBe('rec');
    expect(await lab.rules.take(facts(path))).toBeUndefined();
  });

  it('takes every exchange when asked, and matches a path exactly', () => {
    const rules = rulesFromRecording([...recording, exchange(4, '/api/v1/a*b', 204, undefined)], {
      name: 'rec',
      all: true,
    });
    expect(rules).toHaveLength(4);
    expect(rules[3]).toMatchObject({ match: { path: '/api/v1/a%2Ab' }, respond: { kind: 'empty', status: 204 } });
  });
});
