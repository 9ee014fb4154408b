import { describe, expect, it } from 'vitest';
import { layoutOf } from './dashboard-layout.ts';

const json = (value: string) => ({ type: 'json', value });

describe('the dashboard layout from the dashboard-layout flag', () => {
  it('is the standard three columns while the flag has no variant', () => {
    expect(layoutOf({ name: 'disabled', enabled: false })).toEqual({ name: 'standard', columns: 3, compact: false });
  });

  it('follows the seeded variant: compact in two columns', () => {
    const variant = { name: 'compact', enabled: true, payload: json('{"columns":2}') };
    expect(layoutOf(variant)).toEqual({ name: 'compact', columns: 2, compact: true });
  });

  it('takes the columns of any variant, between one and four', () => {
    expect(layoutOf({ name: 'wide', enabled: true, payload: json('{"columns":4}') })).toMatchObject({ columns: 4 });
    expect(layoutOf({ name: 'wide', enabled: true, payload: json('{"columns":9}') })).toMatchObject({ columns: 4 });
  });

  it('keeps the variant’s default for a payload that is not the JSON expected', () => {
    expect(layoutOf({ name: 'compact', enabled: true, payload: json('{columns:2') })).toMatchObject({ columns: 2 });
    expect(layoutOf({ name: 'wide', enabled: true, payload: { type: 'string', value: '2' } })).toMatchObject({
      columns: 3,
    });
  });
});
