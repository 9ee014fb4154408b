import {
  type VoucherInput,
  type VoucherListQuery,
  voucherEndpoints,
} from '@daftar/contracts/endpoints/accounting-vouchers';
import {
  type FiscalYearInput,
  fiscalYearEndpoints,
  type YearFinaliseInput,
  type YearReopenInput,
} from '@daftar/contracts/endpoints/accounting-years';
import type { HttpClient } from '../../lib/api/http-client.ts';

/**
 * The journal's calls of the active company: fiscal years (list, create, close, reopen, finalise) and vouchers (list, get, create,
 * update, remove, finalise, copy). They send what they are given: the editor checks with the contract's schema.
 */

/** The company's fiscal years, latest first. */
export async function listFiscalYears(client: HttpClient, companyId: number) {
  return (await client.call(fiscalYearEndpoints.list, { params: { companyId } })).data;
}

/** A new year from 1 Farvardin of `year`, or from the chosen Jalali month and day. */
export async function createFiscalYear(client: HttpClient, companyId: number, input: FiscalYearInput) {
  return (await client.call(fiscalYearEndpoints.create, { params: { companyId }, body: input })).itemInfo;
}

/** Closes the year: its closing vouchers, then the next year and that year's opening voucher. */
export async function closeFiscalYear(client: HttpClient, companyId: number, id: number) {
  return (await client.call(fiscalYearEndpoints.close, { params: { companyId, id } })).itemInfo;
}

/** The owner reopens the last closed year: its closing vouchers and the next year's opening voucher are removed. */
export async function reopenFiscalYear(client: HttpClient, companyId: number, id: number, input: YearReopenInput) {
  return (await client.call(fiscalYearEndpoints.reopen, { params: { companyId, id }, body: input })).itemInfo;
}

/** Finalises the year's temporary vouchers (those dated up to `input.upTo`, or all) at once. */
export async function finaliseYearVouchers(
  client: HttpClient,
  companyId: number,
  id: number,
  input: YearFinaliseInput = {},
) {
  return (await client.call(fiscalYearEndpoints.finaliseVouchers, { params: { companyId, id }, body: input })).itemInfo;
}

/** One page of the journal, with `meta.total` for the pager. */
export async function listVouchers(client: HttpClient, companyId: number, query: VoucherListQuery) {
  const { data, meta } = await client.call(voucherEndpoints.list, { params: { companyId }, query });
  return { data, meta };
}

export async function getVoucher(client: HttpClient, companyId: number, id: number) {
  return (await client.call(voucherEndpoints.get, { params: { companyId, id } })).itemInfo;
}

export async function createVoucher(client: HttpClient, companyId: number, input: VoucherInput) {
  return (await client.call(voucherEndpoints.create, { params: { companyId }, body: input })).itemInfo;
}

/** Replaces a TEMPORARY voucher's date, description and lines. */
export async function updateVoucher(client: HttpClient, companyId: number, id: number, input: VoucherInput) {
  return (await client.call(voucherEndpoints.update, { params: { companyId, id }, body: input })).itemInfo;
}

/** Removes a TEMPORARY voucher; the later temporary ones move down a number. */
export async function removeVoucher(client: HttpClient, companyId: number, id: number) {
  await client.call(voucherEndpoints.remove, { params: { companyId, id } });
}

/** TEMPORARY → FINAL: read-only from then on. */
export async function finaliseVoucher(client: HttpClient, companyId: number, id: number) {
  return (await client.call(voucherEndpoints.finalise, { params: { companyId, id } })).itemInfo;
}

/** A new TEMPORARY voucher with the same lines, dated `date` or as the original. */
export async function copyVoucher(client: HttpClient, companyId: number, id: number, date?: string) {
  return (await client.call(voucherEndpoints.copy, { params: { companyId, id }, body: date ? { date } : {} })).itemInfo;
}
