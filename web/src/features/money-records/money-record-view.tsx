import type { MoneyRecord } from '@daftar/contracts/endpoints/money-records-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { moneyRecordsEndpoints } from '@daftar/contracts/endpoints/money-records';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { ConfirmButton } from '../../ui/modal/confirm-button.tsx';
import { AttachmentsPanel } from '../../lib/attachments/attachments-panel.tsx';
import { localDigits } from '../../lib/format/digits.ts';
import { areaKeys } from '../../lib/query/area-keys.ts';
import { useRoleMay } from '../../lib/session/use-role-may.ts';
import { type AmountUnit, amountUnitKeys, formatAmount } from '../../lib/format/format-amount.ts';
import { formatDate } from '../../lib/format/format-date.ts';
import { ButtonLink } from '../../ui/button-link.tsx';
import { notify } from '../../ui/toast/notify.tsx';
import { removeMoneyRecordMutation } from './api.ts';
import { categoryName } from './money-record-columns.tsx';
import { isEditable, isReversible, kindSpecs, recordPath, treasuryKindKeys } from './money-record-kind.ts';
import { ReversalNote, ReverseButton } from './money-record-reverse.tsx';
import { FactList } from '../../ui/fact-list.tsx';
import './money-records.css';

/** Delete after a confirmation: the record and its temporary voucher go; the list is shown next. */
function DeleteButton({ record, companyId }: { record: MoneyRecord; companyId: number }) {
  const t = useT();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const remove = useMutation(removeMoneyRecordMutation(useQueryClient(), companyId, record.id));
  const number = localDigits(String(record.number), language);
  return (
    <ConfirmButton
      label={t('WEB_ACTION_DELETE')}
      title={t('WEB_MONEY_DELETE_TITLE', { number })}
      busy={remove.isPending}
      run={async () => {
        await remove.mutateAsync();
        void notify.success(t('WEB_MONEY_DELETED', { number }));
        navigate(kindSpecs[record.kind].path);
      }}
      size="sm"
      testId="money-delete"
    >
      <p>{t('WEB_MONEY_DELETE_BODY')}</p>
    </ConfirmButton>
  );
}

/**
 * /income/{id} and /expense/{id}: the record's facts and figures, its voucher in the journal, edit, copy and delete
 * (while TEMPORARY) or reverse (once FINAL), its reversal, and its attached files (receipts).
 */
export function MoneyRecordView({
  record,
  companyId,
  unit,
}: {
  record: MoneyRecord;
  companyId: number;
  unit: AmountUnit;
}) {
  const t = useT();
  const { language } = useLanguage();
  const spec = kindSpecs[record.kind];
  // Edit, copy, delete and reverse only for a role that may write income and expense (the shared role table).
  const mayWrite = useRoleMay(companyId, 'money-records', 'write');
  const money = (rials: number) => `${formatAmount(rials, language, unit)} ${t(amountUnitKeys[unit])}`;
  const facts: [string, ReactNode, string][] = [
    ['WEB_MONEY_NUMBER', <bdi key="n">{localDigits(String(record.number), language)}</bdi>, 'number'],
    ['WEB_MONEY_DATE', formatDate(record.date, language), 'date'],
    [
      'WEB_MONEY_CATEGORY',
      <span key="c">
        <bdi>{localDigits(record.categoryCode, language)}</bdi> {categoryName(record, language)}
      </span>,
      'category',
    ],
    [
      spec.treasuryLabel,
      <span key="t">
        {record.treasuryName} <small>({t(treasuryKindKeys[record.treasuryKind])})</small>
      </span>,
      'treasury',
    ],
    [
      'WEB_MONEY_STAKEHOLDER',
      record.stakeholderId ? (
        <Link key="s" to={`/stakeholders/${record.stakeholderId}`}>
          {record.stakeholderName}
        </Link>
      ) : (
        '—'
      ),
      'stakeholder',
    ],
    ['WEB_MONEY_DESCRIPTION', record.description ?? '—', 'description'],
    [
      'WEB_MONEY_REFERENCE',
      record.reference ? <bdi key="r">{localDigits(record.reference, language)}</bdi> : '—',
      'reference',
    ],
  ];
  const figures: [string, string, string][] = [
    ['WEB_MONEY_AMOUNT', money(record.amount), 'amount'],
    [
      'WEB_MONEY_VAT',
      `${money(record.vat)} (${t('WEB_MONEY_VAT_AT', { rate: localDigits(String(record.vatRate), language) })})`,
      'vat',
    ],
    ['WEB_MONEY_TOTAL', money(record.total), 'total'],
  ];
  return (
    <div className="money-view" data-testid="money-view">
      <header className="money-view-header">
        {record.voucherId !== null && (
          <Link
            to={`/accounting/journal-ledger/${record.voucherId}/edit`}
            className="money-voucher-link"
            data-testid="money-voucher"
          >
            {t('WEB_MONEY_VOUCHER', { number: localDigits(String(record.voucherNumber ?? ''), language) })}
          </Link>
        )}
        {isReversible(record) && <span className="money-final">{t('WEB_MONEY_FINAL_NOTE')}</span>}
        {mayWrite && (
          <div className="money-actions">
            {isEditable(record) && (
              <ButtonLink to={`${recordPath(record)}/edit`} size="sm" data-testid="money-edit">
                {t('WEB_ACTION_EDIT')}
              </ButtonLink>
            )}
            <ButtonLink to={`${recordPath(record)}/copy`} size="sm" variant="outline" data-testid="money-copy">
              {t('WEB_MONEY_COPY')}
            </ButtonLink>
            {isEditable(record) && <DeleteButton record={record} companyId={companyId} />}
            {isReversible(record) && <ReverseButton record={record} companyId={companyId} />}
          </div>
        )}
      </header>
      <ReversalNote record={record} />
      <div className="money-view-grid">
        <FactList facts={facts} className="money-facts" testIdPrefix="money-fact" />
        <FactList facts={figures} className="money-facts money-facts-figures" testIdPrefix="money-fact" />
      </div>
      <AttachmentsPanel
        owner={{ endpoints: moneyRecordsEndpoints, companyId, recordId: record.id }}
        areaKey={areaKeys.moneyRecords}
        mayWrite={mayWrite}
      />
    </div>
  );
}
