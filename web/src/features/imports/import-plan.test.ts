import { describe, expect, it } from 'vitest';
import { fieldLabelKey, encodingLabelKey } from './import-kinds.ts';
import { commitPlan, remap, shownRows } from './import-plan.ts';

const row = (n: number, status: 'NEW' | 'ERROR') => ({ row: n, values: [], status, errors: [], duplicateOf: null });

describe('the import screen’s plan', () => {
  it('reads a field from a column, leaving unread the field that read that column before', () => {
    expect(remap({ firstName: 0, mobile: null, phone: 3 }, 'mobile', 3)).toEqual({
      firstName: 0,
      mobile: 3,
      phone: null,
    });
    expect(remap({ firstName: 0, mobile: 3 }, 'mobile', null)).toEqual({ firstName: 0, mobile: null });
  });

  it('lists every row or the refused ones, at most the limit, and says how many there are', () => {
    const rows = [row(2, 'NEW'), row(3, 'ERROR'), row(4, 'ERROR'), row(5, 'NEW')];
    expect(shownRows(rows, 'error', 1)).toEqual({ rows: [row(3, 'ERROR')], total: 2 });
    expect(shownRows(rows, 'all', 10).total).toBe(4);
  });

  it('commits only with rows to write and, when some are refused, only when they are left out', () => {
    const counts = { new: 2, update: 1, skip: 1, error: 2 };
    expect(commitPlan(counts, false)).toEqual({ writes: 3, allowed: false });
    expect(commitPlan(counts, true)).toEqual({ writes: 3, allowed: true });
    expect(commitPlan({ new: 0, update: 0, skip: 3, error: 0 }, true)).toEqual({ writes: 0, allowed: false });
  });

  it('names each field and encoding by a translation key', () => {
    expect(fieldLabelKey('customers', 'nationalId')).toBe('WEB_IMPORT_FIELD_CUSTOMERS_NATIONAL_ID');
    expect(fieldLabelKey('items', 'goodsServiceId')).toBe('WEB_IMPORT_FIELD_ITEMS_GOODS_SERVICE_ID');
    expect(encodingLabelKey('windows-1256')).toBe('WEB_IMPORT_ENCODING_WINDOWS_1256');
  });
});
