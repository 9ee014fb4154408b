import { divideRounded } from './totals.ts';

/**
 * A return's figures, shared by the SPA's return form and the server. A line gives back its share of the line's net
 * and VAT for the quantity returned; the share is taken cumulatively (what all returns of the line have given back
 * so far, less what earlier ones gave), so returning a line in any number of parts gives back exactly its figures.
 * The invoice discount is shared the same way over the returned net (at most the subtotal: a discount that also
 * covered shipping is not given back twice). Shipping and other additions are not given back. Rounding is the
 * totals module's: a whole Rial, half away from zero.
 */
export interface ReturningLine {
  /** The invoice line's net and VAT, and its quantity in thousandths. */
  net: number;
  vat: number;
  quantity: number;
  /** Thousandths returned by earlier returns, and by this one. */
  returnedBefore: number;
  returning: number;
}

export interface ReturnFigures {
  lines: { net: number; vat: number }[];
  /** Σ lines' net, before the discount's share. */
  linesNet: number;
  discountShare: number;
  /** linesNet − discountShare; total = net + vat. */
  net: number;
  vat: number;
  total: number;
}

/** value × part / whole, rounded, as a number (BigInt inside: Rials times thousandths overflow a double). */
function portion(value: number, part: number, whole: number): bigint {
  if (whole === 0) return 0n;
  return divideRounded(BigInt(value) * BigInt(part), BigInt(whole));
}

const share = (value: number, before: number, after: number, whole: number) =>
  Number(portion(value, after, whole) - portion(value, before, whole));

export function returnFigures(
  invoice: { subtotal: number; discount: number },
  /** Σ lines' net given back by earlier returns of the invoice. */
  returnedNetBefore: number,
  lines: ReturningLine[],
): ReturnFigures {
  const figures = lines.map((line) => {
    const after = line.returnedBefore + line.returning;
    return {
      net: share(line.net, line.returnedBefore, after, line.quantity),
      vat: share(line.vat, line.returnedBefore, after, line.quantity),
    };
  });
  const linesNet = figures.reduce((sum, line) => sum + line.net, 0);
  const vat = figures.reduce((sum, line) => sum + line.vat, 0);
  const discount = Math.min(invoice.discount, invoice.subtotal);
  const discountShare = share(discount, returnedNetBefore, returnedNetBefore + linesNet, invoice.subtotal);
  const net = linesNet - discountShare;
  return { lines: figures, linesNet, discountShare, net, vat, total: net + vat };
}

/**
 * Of a sold line's quantity, what a return brings back into stock: only goods that had been delivered come back;
 * a return first cancels what was never delivered. All in thousandths.
 */
export function returnedIntoStock(sold: number, delivered: number, returnedBefore: number, returning: number): number {
  const physical = (returned: number) => Math.max(0, delivered + returned - sold);
  return physical(returnedBefore + returning) - physical(returnedBefore);
}
