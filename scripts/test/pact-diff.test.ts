import { describe, expect, it } from 'vitest';
import { diffPact } from './pact-diff.ts';

const interaction = (description: string, status = 200, state = 'a user exists') => ({
  description,
  providerStates: [{ name: state }],
  response: { status, body: { a: 1, b: 2 } },
});

describe('diffPact', () => {
  it('finds nothing when only key order differs', () => {
    const committed = {
      interactions: [{ ...interaction('get profile'), response: { body: { b: 2, a: 1 }, status: 200 } }],
    };
    expect(diffPact(committed, { interactions: [interaction('get profile')] })).toEqual([]);
  });

  it('names interactions added, removed and changed', () => {
    const committed = { interactions: [interaction('get profile'), interaction('sign out')] };
    const regenerated = { interactions: [interaction('get profile', 201), interaction('list devices')] };
    expect(diffPact(committed, regenerated)).toEqual([
      'changed: get profile [given a user exists]',
      'added:   list devices [given a user exists]',
      'removed: sign out [given a user exists]',
    ]);
  });

  it('treats a new pact file as all added', () => {
    expect(diffPact(undefined, { interactions: [interaction('x')] })).toEqual(['added:   x [given a user exists]']);
  });
});
