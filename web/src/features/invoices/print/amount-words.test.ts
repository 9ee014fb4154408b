import { describe, expect, it } from 'vitest';
import { amountInWords, type Translate } from './amount-words.ts';
import { englishNumberWords, persianNumberWords } from '@daftar/contracts/invoices/number-words';

/** The words' keys as the translations file has them, so the tests read the phrase a printout shows. */
const phrases: Record<string, Record<'fa' | 'en', string>> = {
  WEB_PRINT_WORDS: { fa: '{{words}} {{unit}}', en: '{{words}} {{unit}}' },
  WEB_PRINT_WORDS_AND: { fa: '{{first}} و {{second}}', en: '{{first}} and {{second}}' },
  WEB_PRINT_UNIT_RIAL: { fa: 'ریال', en: 'rials' },
  WEB_PRINT_UNIT_RIAL_ONE: { fa: 'ریال', en: 'rial' },
  WEB_PRINT_UNIT_TOMAN: { fa: 'تومان', en: 'tomans' },
  WEB_PRINT_UNIT_TOMAN_ONE: { fa: 'تومان', en: 'toman' },
};
const translate =
  (language: 'fa' | 'en'): Translate =>
  (key, values = {}) =>
    (phrases[key]?.[language] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

describe('English number words', () => {
  it.each([
    [0, 'zero'],
    [7, 'seven'],
    [15, 'fifteen'],
    [40, 'forty'],
    [99, 'ninety-nine'],
    [100, 'one hundred'],
    [105, 'one hundred five'],
    [1000, 'one thousand'],
    [2_500_000, 'two million five hundred thousand'],
    [1_000_001, 'one million one'],
    [45_000_000_000, 'forty-five billion'],
    [
      1_234_567_890,
      'one billion two hundred thirty-four million five hundred sixty-seven thousand eight hundred ninety',
    ],
    [1_000_000_000_000_000, 'one quadrillion'],
  ])('%d is "%s"', (value, words) => {
    expect(englishNumberWords(value)).toBe(words);
  });

  it('refuses what is no whole amount', () => {
    expect(() => englishNumberWords(-1)).toThrow(RangeError);
    expect(() => englishNumberWords(1.5)).toThrow(RangeError);
  });
});

describe('Persian number words', () => {
  it.each([
    [0, 'صفر'],
    [12, 'دوازده'],
    [105, 'صد و پنج'],
    [2_500_000, 'دو میلیون و پانصد هزار'],
    [45_000_000_000, 'چهل و پنج میلیارد'],
    [1_234_567_890, 'یک میلیارد و دویست و سی و چهار میلیون و پانصد و شصت و هفت هزار و هشتصد و نود'],
    [600_700_900, 'ششصد میلیون و هفتصد هزار و نهصد'],
    [4_400_800, 'چهار میلیون و چهارصد هزار و هشتصد'],
  ])('%d is "%s"', (value, words) => {
    expect(persianNumberWords(value)).toBe(words);
  });

  it('refuses what is no whole amount', () => {
    expect(() => persianNumberWords(2.5)).toThrow(RangeError);
  });
});

describe('an amount in words in the company’s unit', () => {
  it('names Rials', () => {
    expect(amountInWords(27_500_000, 'RIAL', 'fa', translate('fa'))).toBe('بیست و هفت میلیون و پانصد هزار ریال');
    expect(amountInWords(27_500_000, 'RIAL', 'en', translate('en'))).toBe(
      'twenty-seven million five hundred thousand rials',
    );
    expect(amountInWords(0, 'RIAL', 'fa', translate('fa'))).toBe('صفر ریال');
  });

  it('names Tomans, ten Rials each', () => {
    expect(amountInWords(27_500_000, 'TOMAN', 'fa', translate('fa'))).toBe('دو میلیون و هفتصد و پنجاه هزار تومان');
    expect(amountInWords(27_500_000, 'TOMAN', 'en', translate('en'))).toBe(
      'two million seven hundred fifty thousand tomans',
    );
    expect(amountInWords(0, 'TOMAN', 'en', translate('en'))).toBe('zero tomans');
  });

  it('keeps the Rials a Toman amount leaves over', () => {
    expect(amountInWords(1_234_567_895, 'TOMAN', 'fa', translate('fa'))).toBe(
      'صد و بیست و سه میلیون و چهارصد و پنجاه و شش هزار و هفتصد و هشتاد و نه تومان و پنج ریال',
    );
    expect(amountInWords(15, 'TOMAN', 'en', translate('en'))).toBe('one toman and five rials');
    expect(amountInWords(11, 'TOMAN', 'en', translate('en'))).toBe('one toman and one rial');
    expect(amountInWords(5, 'TOMAN', 'en', translate('en'))).toBe('five rials');
  });

  it('spells a billion-Rial invoice', () => {
    expect(amountInWords(3_000_000_000, 'RIAL', 'en', translate('en'))).toBe('three billion rials');
    expect(amountInWords(3_000_000_000, 'TOMAN', 'fa', translate('fa'))).toBe('سیصد میلیون تومان');
  });
});
