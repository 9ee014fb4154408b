import type { VoucherInput, VoucherListQuery } from '@daftar/contracts/endpoints/accounting-vouchers';
import type { FiscalYearInput, YearFinaliseInput, YearReopenInput } from '@daftar/contracts/endpoints/accounting-years';
import { mutationOptions, type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../lib/api/client.ts';
import { staleAfter, storeSaved } from '../../lib/query/area-cache.ts';
import { retryUnlessClientError } from '../../lib/query/retry.ts';
import { pageQuery } from '../../lib/query/record-queries.ts';
import {
  closeFiscalYear,
  copyVoucher,
  createFiscalYear,
  createVoucher,
  finaliseVoucher,
  finaliseYearVouchers,
  getVoucher,
  listFiscalYears,
  listVouchers,
  removeVoucher,
  reopenFiscalYear,
  updateVoucher,
} from './accounting-client-vouchers.ts';
import { booksKey } from './books-keys.ts';
import { companyCallQuery } from '../../lib/query/company-call-query.ts';

/**
 * Query and mutation options of the journal. Every key sits under the books' root key, so a write (a voucher, a
 * year-end) marks every report of the company stale too.
 */

export const listVouchersQuery = (companyId: number, query: VoucherListQuery) =>
  pageQuery([...booksKey(companyId), 'vouchers', 'list', query], () => listVouchers(apiClient, companyId, query));

export function getVoucherQuery(companyId: number, id: number) {
  return queryOptions({
    queryKey: [...booksKey(companyId), 'vouchers', 'detail', id],
    queryFn: () => getVoucher(apiClient, companyId, id),
    enabled: id > 0,
    retry: retryUnlessClientError,
  });
}

export const listFiscalYearsQuery = (companyId: number) =>
  companyCallQuery([...booksKey(companyId), 'fiscal-years'], companyId, listFiscalYears);

const saved = (queryClient: QueryClient, companyId: number) => (voucher: { id: number }) =>
  storeSaved(queryClient, booksKey(companyId), getVoucherQuery(companyId, voucher.id).queryKey, voucher);

export function createVoucherMutation(queryClient: QueryClient, companyId: number) {
  return mutationOptions({
    mutationFn: (input: VoucherInput) => createVoucher(apiClient, companyId, input),
    onSuccess: saved(queryClient, companyId),
  });
}

export function updateVoucherMutation(queryClient: QueryClient, companyId: number, id: number) {
  return mutationOptions({
    mutationFn: (input: VoucherInput) => updateVoucher(apiClient, companyId, id, input),
    onSuccess: saved(queryClient, companyId),
  });
}

export function finaliseVoucherMutation(queryClient: QueryClient, companyId: number, id: number) {
  return mutationOptions({
    mutationFn: () => finaliseVoucher(apiClient, companyId, id),
    onSuccess: saved(queryClient, companyId),
  });
}

export function copyVoucherMutation(queryClient: QueryClient, companyId: number, id: number) {
  return mutationOptions({
    mutationFn: (date: string) => copyVoucher(apiClient, companyId, id, date),
    onSuccess: saved(queryClient, companyId),
  });
}

export const removeVoucherMutation = (queryClient: QueryClient, companyId: number, id: number) =>
  staleAfter(queryClient, booksKey(companyId), () => removeVoucher(apiClient, companyId, id), 'none');

export const createFiscalYearMutation = (queryClient: QueryClient, companyId: number) =>
  staleAfter(queryClient, booksKey(companyId), (input: FiscalYearInput) =>
    createFiscalYear(apiClient, companyId, input),
  );

export const closeFiscalYearMutation = (queryClient: QueryClient, companyId: number) =>
  staleAfter(queryClient, booksKey(companyId), (id: number) => closeFiscalYear(apiClient, companyId, id));

export const reopenFiscalYearMutation = (queryClient: QueryClient, companyId: number) =>
  staleAfter(queryClient, booksKey(companyId), ({ id, input }: { id: number; input: YearReopenInput }) =>
    reopenFiscalYear(apiClient, companyId, id, input),
  );

export const finaliseYearVouchersMutation = (queryClient: QueryClient, companyId: number) =>
  staleAfter(queryClient, booksKey(companyId), ({ id, input }: { id: number; input: YearFinaliseInput }) =>
    finaliseYearVouchers(apiClient, companyId, id, input),
  );
