import { describe, expect, it } from 'vitest';
import { connectionFaultRule } from './connection-fault-form.tsx';

describe('the panel’s connection faults', () => {
  it('makes the server unreachable on every path until cleared when nothing else is said', () => {
    expect(connectionFaultRule({ kind: 'reset', path: '', times: '', seconds: '' })).toEqual({
      name: 'server-unreachable',
      match: { host: 'main', method: 'ANY', path: '/**' },
      respond: { kind: 'reset' },
    });
  });

  it('loses the answer of a route’s writes for a number of calls and a time', () => {
    expect(
      connectionFaultRule({ kind: 'answer-lost', path: '/api/v1/companies/*/invoices', times: '2', seconds: '30' }),
    ).toEqual({
      name: 'answer-lost',
      match: { host: 'main', method: 'POST', path: '/api/v1/companies/*/invoices' },
      respond: { kind: 'answer-lost' },
      times: 2,
      forSeconds: 30,
    });
  });
});
