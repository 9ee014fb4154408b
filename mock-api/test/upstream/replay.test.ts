import { describe, expect, it } from 'vitest';
import type { Exchange } from '../../src/upstream/exchange.ts';
import { Replay, type ReplayCall } from '../../src/upstream/replay.ts';

let seq = 0;
function exchange(call: Partial<ReplayCall>, answer: unknown, status = 200): Exchange {
  seq += 1;
  return {
    seq,
    host: call.host ?? 'main',
    source: 'upstream',
    request: {
      method: call.method ?? 'GET',
      path: call.path ?? '/api/v1/items',
      query: call.query ?? {},
      headers: {},
      ...(call.body === undefined ? {} : { body: call.body }),
    },
    response: { status, headers: { 'content-type': 'application/json' }, body: answer as Exchange['response']['body'] },
    timing: { startedAt: '2026-12-01T10:00:00.000Z', ms: 3, upstreamMs: 2 },
  };
}

const call = (parts: Partial<ReplayCall>): ReplayCall => ({
  host: 'main',
  method: 'GET',
  path: '/api/v1/items',
  query: {},
  ...parts,
});

const answerOf = (replay: Replay, c: ReplayCall) => replay.take(c).exchange?.response.body;

describe('replay matching', () => {
  const recording = [
    exchange({ path: '/api/v1/items', query: { page: '1' } }, 'items page 1'),
    exchange({ path: '/api/v1/items', query: { page: '2' } }, 'items page 2'),
    exchange({ method: 'POST', path: '/api/v1/items', body: { name: 'A', price: 1 } }, 'created A', 201),
    exchange({ method: 'POST', path: '/api/v1/items', body: { name: 'B', price: 1 } }, 'created B', 201),
    exchange({ host: 'pay', path: '/api/v1/items', query: { page: '1' } }, 'pay items'),
  ];

  it('matches on host, method, path, query and body', () => {
    const replay = new Replay('rec', recording);
    expect(answerOf(replay, call({ query: { page: '2' } }))).toBe('items page 2');
    expect(answerOf(replay, call({ host: 'pay', query: { page: '1' } }))).toBe('pay items');
    expect(answerOf(replay, call({ method: 'POST', body: { price: 1, name: 'B' } }))).toBe('created B');
    expect(replay.take(call({ method: 'DELETE', query: { page: '1' } })).exchange).toBeUndefined();
    expect(replay.take(call({ method: 'POST', body: { name: 'C', price: 1 } })).exchange).toBeUndefined();
  });

  it('leaves out of the match what it is told to (here the body and the query)', () => {
    const replay = new Replay('rec', recording, ['method', 'path']);
    expect(answerOf(replay, call({ method: 'POST', body: { name: 'C' } }))).toBe('created A');
    expect(answerOf(replay, call({ query: { page: '9' } }))).toBe('items page 1');
  });

  it('matches a call whose secrets differ from the recorded (redacted) ones', () => {
    const replay = new Replay('rec', [
      exchange({ method: 'PUT', path: '/auth/refresh-tokens', body: { refreshToken: '[REDACTED]' } }, 'new pair'),
    ]);
    expect(
      answerOf(replay, call({ method: 'PUT', path: '/auth/refresh-tokens', body: { refreshToken: 'r-123' } })),
    ).toBe('new pair');
  });
});

describe('replay sequencing', () => {
  it('answers a call made several times in the recorded order, then the last answer again', () => {
    const replay = new Replay('rec', [
      exchange({ path: '/api/v1/invoices' }, 'empty'),
      exchange({ path: '/api/v1/other' }, 'other'),
      exchange({ path: '/api/v1/invoices' }, 'one invoice'),
      exchange({ path: '/api/v1/invoices' }, 'two invoices'),
    ]);
    const invoices = call({ path: '/api/v1/invoices' });
    expect([1, 2, 3, 4].map(() => answerOf(replay, invoices))).toEqual([
      'empty',
      'one invoice',
      'two invoices',
      'two invoices',
    ]);
    expect(answerOf(replay, call({ path: '/api/v1/other' }))).toBe('other');
  });
});

describe('an unmatched call', () => {
  it('names the nearest recorded call', () => {
    const replay = new Replay('rec', [
      exchange({ path: '/api/v1/companies/7/items', query: { page: '1' } }, 'items'),
      exchange({ path: '/api/v1/companies/7/invoices' }, 'invoices'),
      exchange({ method: 'POST', path: '/api/v1/auth/email/verify', body: { code: '1' } }, 'signed in'),
    ]);
    const found = replay.take(call({ path: '/api/v1/companies/7/items', query: { page: '3' } }));
    expect(found.exchange).toBeUndefined();
    expect(found.exchange === undefined && found.nearest?.request.query).toEqual({ page: '1' });
  });

  it('has no nearest in an empty recording', () => {
    const found = new Replay('rec', []).take(call({}));
    expect(found).toEqual({ exchange: undefined, nearest: undefined });
  });
});
