import type { ChangeEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { draftBinder } from './field-binder.ts';

const errors: Record<string, string> = { firstLeaf: 'A whole number' };
const bind = draftBinder((field) => errors[field], 'cheque-book');
const typed = (value: string) => ({ target: { value } }) as ChangeEvent<HTMLInputElement>;

describe('draftBinder', () => {
  it("gives a text box its value, its change, the contract field's error and a test id", () => {
    const set = vi.fn();
    const props = bind.text('firstLeaf', ['12', set], 'first');
    expect(props).toMatchObject({ value: '12', error: 'A whole number', 'data-testid': 'cheque-book-first' });
    props.onChange(typed('13'));
    expect(set).toHaveBeenCalledWith('13');
  });

  it('names the test id after the field unless told, and hands a picked value back as it is', () => {
    const set = vi.fn();
    const props = bind.value('receivedDate', ['', set]);
    expect(props).toMatchObject({ value: '', error: undefined, 'data-testid': 'cheque-book-receivedDate' });
    props.onChange('2026-12-03');
    expect(set).toHaveBeenCalledWith('2026-12-03');
  });
});
