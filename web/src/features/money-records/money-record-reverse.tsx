import type { MoneyRecord } from '@daftar/contracts/endpoints/money-records-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { todayIso } from '../../lib/format/civil-date.ts';
import { localDigits } from '../../lib/format/digits.ts';
import { formatDate } from '../../lib/format/format-date.ts';
import { apiFieldErrors } from '../../lib/forms/field-errors.ts';
import { Button } from '../../ui/button.tsx';
import { DateField } from '../../ui/fields/date-field.tsx';
import { ConfirmDialog } from '../../ui/modal/confirm-dialog.tsx';
import { notify } from '../../ui/toast/notify.tsx';
import { reverseMoneyRecordMutation } from './api.ts';

/** Refusals that name no field but are about the reversal's date or what it takes out of a cash box. */
const errorFields = { DATE_OUTSIDE_OPEN_YEAR: 'date', REVERSAL_BEFORE_RECORD: 'date', CASH_BOX_NEGATIVE: 'date' };

/**
 * "Reverse" on a record whose voucher is FINAL: the dialog says what happens and takes the reversal's date (today
 * unless changed; the server keeps it in an open year and not before the record). A refusal about the date stays in
 * the dialog under the field; any other closes it with a toast. The record page then shows the reversal.
 */
export function ReverseButton({ record, companyId }: { record: MoneyRecord; companyId: number }) {
  const t = useT();
  const { language } = useLanguage();
  const [asking, setAsking] = useState(false);
  const [date, setDate] = useState(todayIso);
  const [dateError, setDateError] = useState<string | undefined>();
  const reverse = useMutation(reverseMoneyRecordMutation(useQueryClient(), companyId, record.id));
  const number = localDigits(String(record.number), language);
  async function confirm() {
    if (!date) {
      setDateError('INVALID_DATE');
      return;
    }
    try {
      await reverse.mutateAsync({ date });
      setAsking(false);
      void notify.success(t('WEB_MONEY_REVERSED_TOAST', { number }));
    } catch (error) {
      const fields = apiFieldErrors(error, errorFields);
      if (fields?.date) {
        setDateError(fields.date);
        return;
      }
      setAsking(false);
      void notify.error(error);
    }
  }
  return (
    <>
      <Button variant="error" size="sm" onClick={() => setAsking(true)} data-testid="money-reverse">
        {t('WEB_MONEY_REVERSE')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('WEB_MONEY_REVERSE_TITLE', { number })}
        confirmLabel={t('WEB_MONEY_REVERSE')}
        busy={reverse.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
      >
        <p>{t('WEB_MONEY_REVERSE_BODY')}</p>
        <DateField
          label={t('WEB_MONEY_REVERSAL_DATE')}
          value={date}
          onChange={(value) => {
            setDate(value);
            setDateError(undefined);
          }}
          error={dateError ? t(dateError) : undefined}
          required
          data-testid="money-reverse-date"
        />
      </ConfirmDialog>
    </>
  );
}

/** A reversed record's note on its page: when, and the reversing voucher in the journal. */
export function ReversalNote({ record }: { record: MoneyRecord }) {
  const t = useT();
  const { language } = useLanguage();
  if (record.status !== 'REVERSED') return null;
  const voucher = localDigits(String(record.reversalVoucherNumber ?? ''), language);
  return (
    <p className="money-reversal" role="status" data-testid="money-reversal">
      <span className="status-badge">{t('WEB_MONEY_STATUS_REVERSED')}</span>{' '}
      {t('WEB_MONEY_REVERSED_ON', { date: record.reversalDate ? formatDate(record.reversalDate, language) : '' })}{' '}
      {record.reversalVoucherId !== null && (
        <Link to={`/accounting/journal-ledger/${record.reversalVoucherId}/edit`} data-testid="money-reversal-voucher">
          {t('WEB_MONEY_REVERSAL_VOUCHER', { number: voucher })}
        </Link>
      )}
    </p>
  );
}
