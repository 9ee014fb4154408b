import { describe, expect, it } from 'vitest';
import { isValidGtin, isValidLegalNationalId, isValidPersonNationalId } from './iran-ids.ts';

/** Each check digit's rule with values it accepts and values it refuses, each refusal with its reason. */
const checks = [
  {
    check: isValidPersonNationalId,
    accepts: ['0499370899', '0790419904', '0084575948', '1111111146'],
    refuses: [
      ['a wrong check digit', '0499370898'],
      ['nine digits', '049937089'],
      ['one repeated digit', '1111111111'],
      ['letters', '04993708a9'],
    ],
  },
  {
    check: isValidLegalNationalId,
    accepts: ['10380284790', '10101234565', '14003278151'],
    refuses: [
      ['a wrong check digit', '10380284791'],
      ['ten digits', '1038028479'],
      ['one repeated digit', '00000000000'],
    ],
  },
  {
    check: isValidGtin,
    accepts: ['6260100500013', '96385074', '036000291452'],
    refuses: [
      ['a wrong check digit', '6260100500014'],
      ['seven digits', '1234567'],
      ['letters', 'abcdefgh'],
    ],
  },
];

describe.each(checks)('$check.name', ({ check, accepts, refuses }) => {
  it.each(accepts)('accepts %s', (value) => {
    expect(check(value)).toBe(true);
  });

  it.each(refuses)('refuses %s (%s)', (_, value) => {
    expect(check(value)).toBe(false);
  });
});
