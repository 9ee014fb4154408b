import { describe, expect, it } from 'vitest';
import { ltrIsolate, shaperReverses, visualRuns } from './bidi-runs.ts';

/** What the reader sees, left to right, once the shaper has reversed the runs it reverses. */
const seen = (text: string, direction: 'ltr' | 'rtl') =>
  visualRuns(text, direction)
    .map((run) => (shaperReverses(run.text) ? [...run.text].reverse().join('') : run.text))
    .join('');

describe('visualRuns: one line in visual order for pdfkit', () => {
  it('keeps Persian words in logical order for the shaper, which joins and reverses them', () => {
    expect(visualRuns('صورتحساب فروش', 'rtl')).toEqual([{ text: 'صورتحساب فروش', rtl: true }]);
    expect(seen('صورتحساب فروش', 'rtl')).toBe('شورف باسحتروص');
  });

  it('puts a number after a Persian word on its left, digits still reading left to right', () => {
    const runs = visualRuns('فاکتور ۱۲۳', 'rtl');
    expect(runs.map((run) => run.rtl)).toEqual([false, true]);
    // The shaper reverses Persian digits (Arabic script), so they go to it pre-reversed.
    expect(runs[0]?.text).toBe('۳۲۱');
    expect(seen('فاکتور ۱۲۳', 'rtl')).toBe('۱۲۳ روتکاف');
  });

  it('orders Latin text and Latin digits inside a Persian line as a reader expects', () => {
    // UAX #9 (W2): digits after Persian letters are Arabic numbers, so a hyphen between them is neutral and the
    // two groups swap, as a browser shows them; a code is isolated left to right to keep it whole.
    expect(seen('کد اقتصادی: 4111-22', 'rtl')).toBe('22-4111 :یداصتقا دک');
    expect(seen(`کد اقتصادی: ${ltrIsolate('4111-22')}`, 'rtl')).toBe('4111-22 :یداصتقا دک');
    expect(seen('شرکت Daftar Trading تهران', 'rtl')).toBe('نارهت Daftar Trading تکرش');
  });

  it('keeps a Jalali date with Persian digits and slashes in reading order', () => {
    expect(seen('تاریخ: ۱۴۰۵/۰۲/۱۵', 'rtl')).toBe('۱۴۰۵/۰۲/۱۵ :خیرات');
  });

  it('mirrors brackets in right-to-left text', () => {
    expect(seen('مبلغ (ریال)', 'rtl')).toBe('(لایر) غلبم');
  });

  it('leaves left-to-right text alone, with a Persian name in it drawn right to left', () => {
    expect(visualRuns('Invoice S-12', 'ltr')).toEqual([{ text: 'Invoice S-12', rtl: false }]);
    expect(seen('Buyer: علی رضایی', 'ltr')).toBe('Buyer: ییاضر یلع');
  });

  it('answers nothing for empty text', () => {
    expect(visualRuns('', 'rtl')).toEqual([]);
  });
});
