import { afterEach, describe, expect, it, vi } from 'vitest';
import { safeStorage } from './safe-storage.ts';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('storage that never throws', () => {
  it('stores in localStorage and reads it back; a removal removes it there', () => {
    const store = safeStorage();
    store.set('test.a', '1');
    expect(localStorage.getItem('test.a')).toBe('1');
    expect(store.get('test.a')).toBe('1');
    store.remove('test.a');
    expect(localStorage.getItem('test.a')).toBeNull();
    expect(store.get('test.a')).toBeNull();
  });

  it('a full quota keeps the value in memory for the page, and lists its key once', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    localStorage.clear();
    const store = safeStorage();
    store.set('test.b', '2');
    expect(store.get('test.b')).toBe('2');
    expect(store.keys()).toEqual(['test.b']);
  });

  it('unreadable storage answers from memory', () => {
    const store = safeStorage();
    store.set('test.c', '3');
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(store.get('test.c')).toBe('3');
    expect(store.keys()).toEqual(['test.c']);
  });
});
