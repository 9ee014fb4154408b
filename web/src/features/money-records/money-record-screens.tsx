import type { MoneyRecord, MoneyRecordKind } from '@daftar/contracts/endpoints/money-records-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { localDigits } from '../../lib/format/digits.ts';
import { todayIso } from '../../lib/format/civil-date.ts';
import { useCrumbLabel } from '../../lib/routing/crumb-labels.ts';
import { useRouteRecord } from '../../lib/routing/use-route-record.ts';
import { requireActiveCompanyId } from '../../lib/session/active-company.ts';
import { useAmountUnit } from '../../lib/session/use-amount-unit.ts';
import { ListEmptyState } from '../../ui/list/list-empty-state.tsx';
import { ButtonLink } from '../../ui/button-link.tsx';
import { notify } from '../../ui/toast/notify.tsx';
import { createMoneyRecordMutation, getMoneyRecordQuery, updateMoneyRecordMutation } from './api.ts';
import { MoneyRecordForm } from './money-record-form.tsx';
import { moneyRecordValues, newMoneyRecordValues } from './money-record-form-values.ts';
import { isEditable, kindSpecs, recordPath } from './money-record-kind.ts';
import { moneyRecordIdParam } from './money-record-loaders.ts';
import { MoneyRecordView } from './money-record-view.tsx';

/** The record of the route's `:id`, with the company's unit for its amounts. */
function useMoneyRecord() {
  const found = useRouteRecord(moneyRecordIdParam, getMoneyRecordQuery);
  return { ...found, unit: useAmountUnit(found.companyId) };
}

/** After a save: a toast with the record's number, and its page. */
function useOpenSaved() {
  const t = useT();
  const { language } = useLanguage();
  const navigate = useNavigate();
  return (saved: MoneyRecord) => {
    void notify.success(t(kindSpecs[saved.kind].saved, { number: localDigits(String(saved.number), language) }));
    navigate(recordPath(saved));
  };
}

/** A new record of `kind`, or a copy of `from` dated today. */
function NewRecord({ kind, from }: { kind: MoneyRecordKind; from?: MoneyRecord }) {
  const { language } = useLanguage();
  const companyId = requireActiveCompanyId();
  const save = useMutation(createMoneyRecordMutation(useQueryClient(), companyId));
  const today = todayIso();
  return (
    <MoneyRecordForm
      kind={kind}
      initial={from ? moneyRecordValues(from, language, today) : newMoneyRecordValues(today)}
      draft={{ form: `money-${kind.toLowerCase()}`, recordId: from ? `copy-${from.id}` : null }}
      unit={useAmountUnit(companyId)}
      save={(input) => save.mutateAsync({ ...input, kind })}
      onSaved={useOpenSaved()}
      cancelTo={from ? recordPath(from) : kindSpecs[kind].path}
    />
  );
}

/** /income/create and /expense/create. */
export function MoneyRecordCreateScreen({ kind }: { kind: MoneyRecordKind }) {
  return <NewRecord key={kind} kind={kind} />;
}

/** /{kind}/{id}/copy: a new record with the original's category, amount, accounts and words, dated today. */
export function MoneyRecordCopyScreen() {
  const { record } = useMoneyRecord();
  if (!record) return null;
  return <NewRecord key={record.id} kind={record.kind} from={record} />;
}

/** /{kind}/{id}/edit: while its voucher is temporary (a FINAL one says so and offers a copy instead). */
export function MoneyRecordEditScreen() {
  const t = useT();
  const { language } = useLanguage();
  const { companyId, id, record, unit } = useMoneyRecord();
  const update = useMutation(updateMoneyRecordMutation(useQueryClient(), companyId, id));
  const onSaved = useOpenSaved();
  if (!record) return null;
  if (!isEditable(record)) {
    return (
      <ListEmptyState
        title={t('WEB_MONEY_NOT_EDITABLE')}
        body={t('WEB_MONEY_FINAL_NOTE')}
        action={<ButtonLink to={recordPath(record)}>{t('WEB_MONEY_BACK')}</ButtonLink>}
      />
    );
  }
  return (
    <MoneyRecordForm
      key={`${record.id}-${record.updatedAt}`}
      kind={record.kind}
      initial={moneyRecordValues(record, language)}
      draft={{ form: `money-${record.kind.toLowerCase()}`, recordId: record.id }}
      unit={unit}
      save={update.mutateAsync}
      onSaved={onSaved}
      cancelTo={recordPath(record)}
    />
  );
}

/** /{kind}/{id}, titled with the record's number. */
export function MoneyRecordDetailScreen() {
  const t = useT();
  const { language } = useLanguage();
  const { companyId, record, unit } = useMoneyRecord();
  const title = record
    ? t(kindSpecs[record.kind].numberOf, { number: localDigits(String(record.number), language) })
    : undefined;
  useCrumbLabel(record ? recordPath(record) : '', title);
  if (!record) return null;
  return <MoneyRecordView record={record} companyId={companyId} unit={unit} />;
}
