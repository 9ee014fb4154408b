import type { Voucher, VoucherInput } from '@daftar/contracts/endpoints/accounting-vouchers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { todayIso } from '../../lib/format/civil-date.ts';
import { localDigits } from '../../lib/format/digits.ts';
import { useCrumbLabel } from '../../lib/routing/crumb-labels.ts';
import { requireActiveCompanyId } from '../../lib/session/active-company.ts';
import { notify } from '../../ui/toast/notify.tsx';
import { useRoleMay } from '../../lib/session/use-role-may.ts';
import { VoucherActions } from './voucher-actions.tsx';
import { VoucherEditor } from './voucher-editor.tsx';
import { newVoucherValues, voucherValues } from './voucher-form-values.ts';
import { accountsQuery, tafsiliQuery } from './report-queries.ts';
import { QueryGate, VoucherNotFound } from './voucher-query-gate.tsx';
import { createVoucherMutation, getVoucherQuery, updateVoucherMutation } from './voucher-queries.ts';
import { VoucherView } from './voucher-view.tsx';

const listPath = '/accounting/journal-ledger';

/**
 * The chart the screens read, and what each of their editors is given beside its values: the chart, the save, what
 * follows it (a toast and the saved voucher's page) and where cancel leads.
 */
function useChart() {
  const companyId = requireActiveCompanyId();
  const accounts = useQuery(accountsQuery(companyId));
  const tafsili = useQuery(tafsiliQuery(companyId));
  const onSaved = useOpenSaved();
  const chart = { accounts: accounts.data ?? [], tafsili: tafsili.data ?? [] };
  const editing = (save: (input: VoucherInput) => Promise<Voucher>) => ({
    ...chart,
    save,
    onSaved,
    cancelTo: listPath,
  });
  return { companyId, accounts, tafsili, chart, editing };
}

/** The route's voucher id; 0 for one that is no id (the screen then says not found without asking). */
function useVoucherParam() {
  const { voucherId } = useParams();
  const id = Number(voucherId);
  return Number.isInteger(id) && id > 0 ? id : 0;
}

function useOpenSaved() {
  const t = useT();
  const { language } = useLanguage();
  const navigate = useNavigate();
  return (saved: Voucher) => {
    void notify.success(t('WEB_VOUCHER_SAVED', { number: localDigits(String(saved.number), language) }));
    navigate(`${listPath}/${saved.id}/edit`);
  };
}

/** /accounting/journal-ledger/create: a new TEMPORARY voucher dated today (Tehran), two empty lines. */
export function VoucherCreateScreen() {
  const { companyId, accounts, tafsili, editing } = useChart();
  const save = useMutation(createVoucherMutation(useQueryClient(), companyId));
  return (
    <QueryGate queries={[accounts, tafsili]}>
      {() => <VoucherEditor initial={newVoucherValues(todayIso())} {...editing(save.mutateAsync)} />}
    </QueryGate>
  );
}

/**
 * /accounting/journal-ledger/{id}/edit: a TEMPORARY voucher in the editor, a FINAL one read-only; read-only too,
 * without actions, for a role that may only read the books (a VIEWER).
 */
export function VoucherEditScreen() {
  const { companyId, accounts, tafsili, chart, editing } = useChart();
  const { language } = useLanguage();
  const id = useVoucherParam();
  const voucher = useQuery(getVoucherQuery(companyId, id));
  const save = useMutation(updateVoucherMutation(useQueryClient(), companyId, id));
  const mayWrite = useRoleMay(companyId, 'accounting', 'write');
  const record = voucher.data;
  const t = useT();
  // The page is titled with the voucher's number, as a record's pages are.
  useCrumbLabel(
    `${listPath}/${id}/edit`,
    record ? t('WEB_VOUCHER_NUMBER_OF', { number: localDigits(String(record.number), language) }) : undefined,
  );
  if (id === 0) return <VoucherNotFound />;
  return (
    <QueryGate queries={[voucher, accounts, tafsili]}>
      {() =>
        record && (
          <>
            {record.status === 'FINAL' || !mayWrite ? (
              <VoucherView voucher={record} {...chart} />
            ) : (
              <VoucherEditor
                key={`${record.id}-${record.updatedAt}`}
                initial={voucherValues(record, language)}
                voucher={record}
                {...editing(save.mutateAsync)}
              />
            )}
            {mayWrite && <VoucherActions voucher={record} />}
          </>
        )
      }
    </QueryGate>
  );
}

/** /accounting/journal-ledger/{id}/copy: a new voucher with the original's lines, dated today. */
export function VoucherCopyScreen() {
  const { companyId, accounts, tafsili, editing } = useChart();
  const { language } = useLanguage();
  const id = useVoucherParam();
  const original = useQuery(getVoucherQuery(companyId, id));
  const save = useMutation(createVoucherMutation(useQueryClient(), companyId));
  if (id === 0) return <VoucherNotFound />;
  return (
    <QueryGate queries={[original, accounts, tafsili]}>
      {() =>
        original.data && (
          <VoucherEditor initial={voucherValues(original.data, language, todayIso())} {...editing(save.mutateAsync)} />
        )
      }
    </QueryGate>
  );
}
