/**
 * Check digits of Iranian ids, so seeded rows pass the contracts' validation (contracts/src/schemas/iran-ids.ts
 * checks them; db imports nothing of ours, so the arithmetic is repeated here for generating, not checking).
 */

/** An individual's national id from its first nine digits: weights 10..2, sum mod 11. */
export function personNationalId(body: string): string {
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * (10 - index), 0);
  const remainder = sum % 11;
  return `${body}${remainder < 2 ? remainder : 11 - remainder}`;
}

const legalWeights = [29, 27, 23, 19, 17, 29, 27, 23, 19, 17];

/** A legal entity's national id from its first ten digits: the tenth digit plus two shifts each, weighted, mod 11. */
export function legalNationalId(body: string): string {
  const digits = [...body].map(Number);
  const shift = (digits[9] ?? 0) + 2;
  const sum = digits.reduce((total, digit, index) => total + (digit + shift) * (legalWeights[index] ?? 0), 0);
  const remainder = sum % 11;
  return `${body}${remainder === 10 ? 0 : remainder}`;
}

/** A GTIN-13 from its first twelve digits: weights 1 and 3 alternating from the left, to a multiple of ten. */
export function gtin13(body: string): string {
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}
