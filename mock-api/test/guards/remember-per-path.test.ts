import { describe, expect, it } from 'vitest';
import { rememberPerPath } from '../../src/http/remember-per-path.ts';

describe('rememberPerPath', () => {
  it('computes a key once, remembers an undefined answer too, and starts again at its size', () => {
    const asked: string[] = [];
    const methods = rememberPerPath((path) => {
      asked.push(path);
      return path.startsWith('/api') ? path.length : undefined;
    }, 2);
    expect(methods('/api/a')).toBe(6);
    expect(methods('/api/a')).toBe(6);
    expect(methods('/nowhere')).toBeUndefined();
    expect(methods('/nowhere')).toBeUndefined();
    expect(asked).toEqual(['/api/a', '/nowhere']);
    // A third key finds the memory full: it is emptied, so the first key is computed again.
    expect(methods('/api/bc')).toBe(7);
    expect(methods('/api/a')).toBe(6);
    expect(asked).toEqual(['/api/a', '/nowhere', '/api/bc', '/api/a']);
  });
});
