import type { Queryable } from '@daftar/db/client';

/**
 * Whether other records refer to a stakeholder or an item, which decides whether DELETE removes the row or archives
 * it (active false) so history keeps its party and lines. No table refers to them yet; the invoice, voucher and
 * stock issues add their look-ups here, in this one place.
 */
export function isReferenced(_db: Queryable, _kind: 'stakeholder' | 'item', _id: number): boolean {
  return false;
}
