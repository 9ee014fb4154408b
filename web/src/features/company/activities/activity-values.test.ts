import type { CompanyActivity } from '@daftar/contracts/endpoints/company-activities';
import { describe, expect, it } from 'vitest';
import type { CellFormat } from '../../../ui/list/list-columns.tsx';
import { activityEntity } from '../../../lib/format/activity-labels.ts';
import { activityChangeLines, activityChangesText, activityValue } from './activity-values.ts';

const fa: CellFormat = { t: (key) => `«${key}»`, language: 'fa' };
const en: CellFormat = { t: (key) => key, language: 'en' };

const repriced: CompanyActivity = {
  id: 7,
  at: '2026-11-25T08:30:00.000Z',
  action: 'UPDATE',
  entity: 'items',
  entityId: 12,
  entityLabel: 'چای سیاه ممتاز',
  user: { id: 1, name: 'مریم احمدی', email: 'user@daftar.local' },
  apiKey: null,
  changes: { barcode_extra: ['a', 'b'], sale_price: [2_500_000, 2_800_000] },
};

describe('activity values', () => {
  it('shows amounts grouped in the reader’s digits, days in their calendar, flags as yes or no', () => {
    expect(activityValue('sale_price', 2_500_000, en)).toBe('2,500,000');
    expect(activityValue('sale_price', 2_500_000, fa)).toBe('۲٬۵۰۰٬۰۰۰');
    expect(activityValue('issue_date', '2026-11-25', fa)).toBe('۱۴۰۵/۰۹/۰۴');
    expect(activityValue('issue_date', '2026-11-25', en)).toBe('2026-11-25');
    expect(activityValue('active', 0, en)).toBe('WEB_ACTIVITY_NO');
    expect(activityValue('quantity_thousandths', 2500, en)).toBe('2.5');
    expect(activityValue('code', '1001', fa)).toBe('۱۰۰۱');
    expect(activityValue('notes', null, fa)).toBe('—');
    expect(activityValue('notes', 'x'.repeat(200), en)).toHaveLength(80);
  });

  it('names the usual columns first and the kind of record, or the table for one not named', () => {
    expect(activityChangeLines(repriced, en).map((line) => line.column)).toEqual(['sale_price', 'barcode_extra']);
    expect(activityEntity('items', en)).toBe('WEB_ACTIVITY_ENTITY_ITEMS');
    expect(activityEntity('future_table', en)).toBe('future_table');
    expect(activityChangesText(repriced, en)).toBe(
      'WEB_ACTIVITY_FIELD_SALE_PRICE: 2,500,000 → 2,800,000؛ barcode_extra: a → b',
    );
  });
});
