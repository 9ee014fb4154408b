/**
 * An invoice's figures, computed once for the SPA's editor and the server alike (the server stores and posts what
 * this answers; the SPA shows it live while typing). Money is integer Rials.
 *
 * Rounding rule: every per-line figure is rounded to a whole Rial, half away from zero, as soon as it is computed
 * (all figures here are ≥ 0, so that is half up); the invoice's figures are plain sums of the rounded line figures.
 * Arithmetic is exact: quantities count thousandths and percentages hundredths of a percent, multiplied in BigInt.
 *
 *   line gross    = round(quantity × unitPrice)
 *   line discount = AMOUNT: the value (at most the gross); PERCENT: round(gross × value / 100)
 *   line net      = gross − discount
 *   line VAT      = round(net × vatRate / 100)            (the rate is stored on the line)
 *   line total    = net + VAT
 *   invoice       subtotal = Σ net, vatTotal = Σ VAT,
 *                 grandTotal = subtotal + vatTotal − discount + shipping + otherAdditions
 *                 balanceDue = grandTotal − paid
 * The invoice-level discount and the additions do not change VAT: a discount that should lower the tax base is a
 * line discount. Figures that would go below zero (a discount above what it discounts, a payment above the total)
 * are clamped at zero here, so a half-typed form never shows a negative; the input schemas refuse them.
 */

export const quantityScale = 1000;
export const percentScale = 100;
export type DiscountType = 'AMOUNT' | 'PERCENT';

export interface LineFigures {
  quantity: number;
  unitPrice: number;
  discountType: DiscountType;
  discountValue: number;
  vatRate: number;
}

export interface LineTotals {
  gross: number;
  discount: number;
  net: number;
  vat: number;
  total: number;
}

export interface InvoiceFigures {
  lines: readonly LineFigures[];
  discount?: number | undefined;
  shipping?: number | undefined;
  otherAdditions?: number | undefined;
  paid?: number | undefined;
}

export interface InvoiceTotals {
  lines: LineTotals[];
  /** Σ line gross. */
  gross: number;
  /** Σ line discount. */
  lineDiscounts: number;
  /** Σ line net: the amount before VAT and the invoice-level figures. */
  subtotal: number;
  vatTotal: number;
  discount: number;
  shipping: number;
  otherAdditions: number;
  grandTotal: number;
  paid: number;
  balanceDue: number;
}

/** numerator / denominator rounded half away from zero (both ≥ 0 here; the sign is kept for any other use). */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = (2n * n + d) / (2n * d);
  return negative ? -quotient : quotient;
}

/** A non-negative decimal with at most `scale`'s digits after the point, as a whole count of 1/scale. */
export function scaled(value: number, scale: number): bigint {
  return BigInt(Math.round(value * scale));
}

const whole = (value: number | undefined): bigint => BigInt(Math.max(0, Math.trunc(value ?? 0)));
const clamp = (value: bigint, max: bigint): bigint => (value < 0n ? 0n : value > max ? max : value);

function lineBig(line: LineFigures) {
  const qty = clamp(scaled(line.quantity, quantityScale), BigInt(Number.MAX_SAFE_INTEGER));
  const gross = divideRounded(qty * whole(line.unitPrice), BigInt(quantityScale));
  const discount =
    line.discountType === 'PERCENT'
      ? divideRounded(gross * clamp(scaled(line.discountValue, percentScale), 100n * 100n), 100n * 100n)
      : clamp(whole(line.discountValue), gross);
  const net = gross - discount;
  const vat = divideRounded(net * whole(line.vatRate), 100n);
  return { gross, discount, net, vat, total: net + vat };
}

function toNumbers(big: ReturnType<typeof lineBig>): LineTotals {
  return {
    gross: Number(big.gross),
    discount: Number(big.discount),
    net: Number(big.net),
    vat: Number(big.vat),
    total: Number(big.total),
  };
}

/** One line's figures. */
export function lineTotals(line: LineFigures): LineTotals {
  return toNumbers(lineBig(line));
}

/** The invoice's figures: its lines', their sums, the invoice-level discount and additions, paid and balance due. */
export function invoiceTotals(invoice: InvoiceFigures): InvoiceTotals {
  const lines = invoice.lines.map(lineBig);
  const sum = (pick: (line: ReturnType<typeof lineBig>) => bigint) => lines.reduce((acc, line) => acc + pick(line), 0n);
  const subtotal = sum((line) => line.net);
  const vatTotal = sum((line) => line.vat);
  const shipping = whole(invoice.shipping);
  const otherAdditions = whole(invoice.otherAdditions);
  const discount = clamp(whole(invoice.discount), subtotal + shipping + otherAdditions);
  const grandTotal = subtotal + vatTotal - discount + shipping + otherAdditions;
  const paid = whole(invoice.paid);
  return {
    lines: lines.map(toNumbers),
    gross: Number(sum((line) => line.gross)),
    lineDiscounts: Number(sum((line) => line.discount)),
    subtotal: Number(subtotal),
    vatTotal: Number(vatTotal),
    discount: Number(discount),
    shipping: Number(shipping),
    otherAdditions: Number(otherAdditions),
    grandTotal: Number(grandTotal),
    paid: Number(paid),
    balanceDue: Number(clamp(grandTotal - paid, grandTotal)),
  };
}
