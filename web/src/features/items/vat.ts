/**
 * A price including VAT, in integer Rials. The VAT part is rounded to the nearest whole Rial, halves up
 * (price × rate / 100, then + 0.5 and floored), the way Iran's tax invoices round a line's VAT. Worked in bigint so
 * prices near 2^53 Rials stay exact. Not subject to VAT, or no price: the price itself (or null).
 */
export function priceIncludingVat(price: number | null, vatApplicable: boolean, vatRate: number): bigint | null {
  if (price === null) return null;
  const rials = BigInt(price);
  if (!vatApplicable || vatRate === 0) return rials;
  const vat = (rials * BigInt(vatRate) + 50n) / 100n;
  return rials + vat;
}
