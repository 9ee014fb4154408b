import { describe, expect, it } from 'vitest';
import { createKeyMarkers } from './key-markers.ts';

describe('key markers', () => {
  it('reads back the keys marked in a text and the text without them', () => {
    const markers = createKeyMarkers();
    const marked = markers.mark('ذخیره', 'WEB_SAVE');
    expect(marked).not.toBe('ذخیره');
    expect(markers.has(marked)).toBe(true);
    expect(markers.read(marked)).toEqual({ text: 'ذخیره', keys: ['WEB_SAVE'] });
  });

  it('keeps Persian joiners (ZWNJ) and plain texts untouched', () => {
    const markers = createKeyMarkers();
    expect(markers.has('به‌زودی')).toBe(false);
    expect(markers.read(markers.mark('به‌زودی', 'WEB_COMING_SOON')).text).toBe('به‌زودی');
    expect(markers.read('plain')).toEqual({ text: 'plain', keys: [] });
  });

  it('never marks a key as an earlier set of markers did (the mode switched on again)', () => {
    const earlier = createKeyMarkers();
    const later = createKeyMarkers();
    expect(later.mark('ذخیره', 'WEB_SAVE')).not.toBe(earlier.mark('ذخیره', 'WEB_SAVE'));
    expect(later.read(later.mark('ذخیره', 'WEB_SAVE'))).toEqual({ text: 'ذخیره', keys: ['WEB_SAVE'] });
    expect(later.read(earlier.mark('ذخیره', 'WEB_SAVE'))).toEqual({ text: 'ذخیره', keys: [] });
  });

  it('tells many keys apart inside one text, in order and without repeats', () => {
    const markers = createKeyMarkers();
    const keys = Array.from({ length: 300 }, (_, index) => `WEB_KEY_${index}`);
    for (const key of keys) markers.mark('x', key);
    const text = `${markers.mark('a', 'WEB_KEY_299')} ${markers.mark('b', 'WEB_KEY_0')} ${markers.mark('c', 'WEB_KEY_299')}`;
    expect(markers.read(text)).toEqual({ text: 'a b c', keys: ['WEB_KEY_299', 'WEB_KEY_0'] });
  });
});
