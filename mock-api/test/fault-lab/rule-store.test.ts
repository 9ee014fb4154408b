import { describe, expect, it } from 'vitest';
import { globToRegExp } from '../../src/fault-lab/path-glob.ts';
import { type RequestFacts, RuleStore } from '../../src/fault-lab/rule-store.ts';

const facts = (overrides: Partial<RequestFacts> = {}): RequestFacts => ({
  host: 'main',
  method: 'GET',
  path: '/neobank/general/web/deposits',
  headers: new Headers(),
  body: async () => undefined,
  ...overrides,
});

describe('path globs', () => {
  it('matches one segment with * and any depth with **', () => {
    expect(globToRegExp('/api/v1/users/*').test('/api/v1/users/profile')).toBe(true);
    expect(globToRegExp('/api/v1/users/*').test('/api/v1/users/devices/abc')).toBe(false);
    expect(globToRegExp('/neobank/**').test('/neobank/general/web/deposits')).toBe(true);
    expect(globToRegExp('/neobank/**').test('/neobank')).toBe(true);
    expect(globToRegExp('/neobank/**').test('/neobanking')).toBe(false);
  });

  it('treats regex characters literally', () => {
    expect(globToRegExp('/a.b').test('/axb')).toBe(false);
    expect(globToRegExp('/a.b').test('/a.b')).toBe(true);
  });
});

describe('RuleStore', () => {
  it('matches by host, method, path and excepted paths', async () => {
    const store = new RuleStore();
    store.add({
      match: { host: 'main', method: 'GET', path: '/neobank/**', exceptPaths: ['/neobank/general/web/login-oauth'] },
      respond: { kind: 'status', status: 422 },
    });
    expect(await store.take(facts({ host: 'pay' }))).toBeUndefined();
    expect(await store.take(facts({ method: 'POST' }))).toBeUndefined();
    expect(await store.take(facts({ path: '/neobank/general/web/login-oauth' }))).toBeUndefined();
    expect(await store.take(facts())).toMatchObject({ respond: { kind: 'status', status: 422 }, hits: 1 });
  });

  it('retires a rule after `times` uses and keeps an unlimited one', async () => {
    const store = new RuleStore();
    store.add({ match: { path: '/x' }, respond: { kind: 'reset' }, times: 2 });
    store.add({ match: { path: '/y' }, respond: { kind: 'reset' } });
    for (let i = 0; i < 2; i++) expect(await store.take(facts({ path: '/x' }))).toBeDefined();
    expect(await store.take(facts({ path: '/x' }))).toBeUndefined();
    for (let i = 0; i < 5; i++) expect(await store.take(facts({ path: '/y' }))).toBeDefined();
    expect(store.list()).toHaveLength(1);
  });

  it('matches a header (optionally by substring) and a JSON body field', async () => {
    const store = new RuleStore();
    store.add({
      match: { path: '/**', header: { name: 'Authorization', includes: 'Bearer ' } },
      respond: { kind: 'reset' },
    });
    store.add({
      match: { path: '/pay', bodyField: { path: 'order.amount', equals: 5000 } },
      respond: { kind: 'empty' },
    });
    expect(await store.take(facts({ path: '/pay' }))).toBeUndefined();
    expect(await store.take(facts({ headers: new Headers({ authorization: 'Bearer abc' }) }))).toMatchObject({
      respond: { kind: 'reset' },
    });
    const body = async () => ({ order: { amount: 5000 } });
    expect(await store.take(facts({ path: '/pay', body }))).toMatchObject({ respond: { kind: 'empty' } });
  });

  it('fires with the given probability, and a miss does not use up `times`', async () => {
    const store = new RuleStore();
    store.add({ match: { path: '/**' }, respond: { kind: 'reset' }, probability: 0.5, times: 1 });
    expect(await store.take(facts(), () => 0.7)).toBeUndefined();
    expect(store.list()[0]?.remaining).toBe(1);
    expect(await store.take(facts(), () => 0.2)).toBeDefined();
    expect(store.list()).toHaveLength(0);
  });

  it('rejects a bad definition with the reason', () => {
    const store = new RuleStore();
    expect(() => store.add({ match: { path: 'no-slash' }, respond: { kind: 'reset' } })).toThrow(
      /PATH_MUST_START_WITH_SLASH/,
    );
  });
});
