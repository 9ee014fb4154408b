import { voucherEndpoints } from '@daftar/contracts/endpoints/accounting-vouchers';
import { fiscalYearEndpoints } from '@daftar/contracts/endpoints/accounting-years';
import type { HttpClient } from '../../lib/api/http-client.ts';
import { bodyCall, idBodyCall, idCall, idVoidCall, listCall, plainPageCall } from '../../lib/api/company-calls.ts';

/**
 * The journal's calls of the active company: fiscal years (list, create, close, reopen, finalise) and vouchers (list, get, create,
 * update, remove, finalise, copy). They send what they are given: the editor checks with the contract's schema.
 */

/** The company's fiscal years, latest first. */
export const listFiscalYears = listCall(fiscalYearEndpoints.list);

/** A new year from 1 Farvardin of `year`, or from the chosen Jalali month and day. */
export const createFiscalYear = bodyCall(fiscalYearEndpoints.create);

/** Closes the year: its closing vouchers, then the next year and that year's opening voucher. */
export const closeFiscalYear = idCall(fiscalYearEndpoints.close);

/** The owner reopens the last closed year: its closing vouchers and the next year's opening voucher are removed. */
export const reopenFiscalYear = idBodyCall(fiscalYearEndpoints.reopen);

/** Finalises the year's temporary vouchers (those dated up to `input.upTo`, or all) at once. */
export const finaliseYearVouchers = idBodyCall(fiscalYearEndpoints.finaliseVouchers);

/** One page of the journal, with `meta.total` for the pager. */
export const listVouchers = plainPageCall(voucherEndpoints.list);

export const getVoucher = idCall(voucherEndpoints.get);

export const createVoucher = bodyCall(voucherEndpoints.create);

/** Replaces a TEMPORARY voucher's date, description and lines. */
export const updateVoucher = idBodyCall(voucherEndpoints.update);

/** Removes a TEMPORARY voucher; the later temporary ones move down a number. */
export const removeVoucher = idVoidCall(voucherEndpoints.remove);

/** TEMPORARY → FINAL: read-only from then on. */
export const finaliseVoucher = idCall(voucherEndpoints.finalise);

/** A new TEMPORARY voucher with the same lines, dated `date` or as the original. */
export async function copyVoucher(client: HttpClient, companyId: number, id: number, date?: string) {
  return (await client.call(voucherEndpoints.copy, { params: { companyId, id }, body: date ? { date } : {} })).itemInfo;
}
