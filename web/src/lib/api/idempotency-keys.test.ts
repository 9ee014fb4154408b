import { beforeEach, describe, expect, it } from 'vitest';
import { clearWork } from '../storage/work-store.ts';
import { createIdempotencyKeys, fingerprint } from './idempotency-keys.ts';

const request = { url: 'http://api.test/api/v1/companies/1/stakeholders', body: '{"name":"Ali"}' };
let counter = 0;
const keys = (now = () => 1000) => createIdempotencyKeys({ now, newKey: () => `key-${++counter}` });

beforeEach(() => {
  clearWork();
  counter = 0;
});

describe('idempotency keys', () => {
  it('gives the same request the same key until it is answered', () => {
    const store = keys();
    expect(store.keyFor(request)).toBe('key-1');
    expect(store.keyFor(request)).toBe('key-1');
    store.answered(request);
    expect(localStorage.getItem('daftar.work.idempotency-keys')).toBeNull();
    expect(store.keyFor(request)).toBe('key-2');
  });

  it('survives a reload: a new store reads the unanswered key back', () => {
    expect(keys().keyFor(request)).toBe('key-1');
    expect(keys().keyFor(request)).toBe('key-1');
  });

  it('gives another body or another path a key of its own', () => {
    const store = keys();
    expect(store.keyFor(request)).toBe('key-1');
    expect(store.keyFor({ ...request, body: '{"name":"Sara"}' })).toBe('key-2');
    expect(store.keyFor({ ...request, url: `${request.url}?x=1` })).toBe('key-3');
  });

  it('forgets a key after a day, as the API does', () => {
    let now = 0;
    const store = keys(() => now);
    expect(store.keyFor(request)).toBe('key-1');
    now = 24 * 60 * 60 * 1000;
    expect(store.keyFor(request)).toBe('key-2');
  });

  it('stores no request body, only its fingerprint', () => {
    keys().keyFor(request);
    expect(JSON.stringify(localStorage)).not.toContain('Ali');
    expect(fingerprint(request)).toMatch(/^[0-9a-z]+$/);
  });
});
