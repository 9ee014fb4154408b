import { describe, expect, it } from 'vitest';
import { isValidGtin, isValidLegalNationalId, isValidPersonNationalId } from './iran-ids.ts';

describe('isValidPersonNationalId', () => {
  it.each(['0499370899', '0790419904', '0084575948', '1111111146'])('accepts %s', (id) => {
    expect(isValidPersonNationalId(id)).toBe(true);
  });

  it.each([
    ['a wrong check digit', '0499370898'],
    ['nine digits', '049937089'],
    ['one repeated digit', '1111111111'],
    ['letters', '04993708a9'],
  ])('refuses %s', (_, id) => {
    expect(isValidPersonNationalId(id)).toBe(false);
  });
});

describe('isValidLegalNationalId', () => {
  it.each(['10380284790', '10101234565', '14003278151'])('accepts %s', (id) => {
    expect(isValidLegalNationalId(id)).toBe(true);
  });

  it.each([
    ['a wrong check digit', '10380284791'],
    ['ten digits', '1038028479'],
    ['one repeated digit', '00000000000'],
  ])('refuses %s', (_, id) => {
    expect(isValidLegalNationalId(id)).toBe(false);
  });
});

describe('isValidGtin', () => {
  it.each(['6260100500013', '96385074', '036000291452'])('accepts %s', (code) => {
    expect(isValidGtin(code)).toBe(true);
  });

  it.each(['6260100500014', '1234567', 'abcdefgh'])('refuses %s', (code) => {
    expect(isValidGtin(code)).toBe(false);
  });
});
