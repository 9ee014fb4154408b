import { describe, expect, it } from 'vitest';
import { jalaliMonthNames as seedMonthNames } from '../../db/src/accounting/calendar.ts';
import { jalaliMonthNames } from '../../web/src/lib/format/jalali-months.ts';

// db is a leaf and web may not import it, so a table both need is written in each; these keep the two the same.
describe('the copies the package arrows make us keep', () => {
  it("the seed's Jalali month names are the SPA's", () => {
    expect(seedMonthNames).toEqual(jalaliMonthNames);
  });
});
