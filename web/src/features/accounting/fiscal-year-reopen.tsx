import { type FiscalYear, yearReopenInputSchema } from '@daftar/contracts/endpoints/accounting-years';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { localDigits } from '../../lib/format/digits.ts';
import { apiFieldErrors, checkInput, type FieldErrors } from '../../lib/forms/field-errors.ts';
import { profileQuery } from '../../lib/session/profile-query.ts';
import { TextAreaField } from '../../ui/fields/text-area-field.tsx';
import { ConfirmDialog } from '../../ui/modal/confirm-dialog.tsx';
import { notify } from '../../ui/toast/notify.tsx';
import { reopenFiscalYearMutation } from './voucher-queries.ts';

/** Whether the signed-in user owns the company: only the owner may reopen a closed year (the API answers 403 else). */
export function useIsOwner(companyId: number): boolean {
  return useQuery(profileQuery).data?.companies.find((each) => each.companyId === companyId)?.role === 'OWNER';
}

export interface ReopenYearDialogProps {
  companyId: number;
  /** The last closed year: mount the dialog per year (`key`), open. */
  year: FiscalYear;
  onDone(): void;
}

/**
 * «Reopen the year»: the owner gives a reason (kept on the year and in the activity log); the year's closing
 * vouchers and the next year's opening voucher are removed, and documents dated in the year are taken again.
 */
export function ReopenYearDialog({ companyId, year, onDone }: ReopenYearDialogProps) {
  const t = useT();
  const { language } = useLanguage();
  const reopen = useMutation(reopenFiscalYearMutation(useQueryClient(), companyId));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const name = localDigits(year.name, language);

  async function confirm() {
    const checked = checkInput(yearReopenInputSchema, { reason });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    try {
      await reopen.mutateAsync({ id: year.id, input: checked.input });
      void notify.success(t('WEB_FISCAL_YEAR_REOPENED', { name }));
      onDone();
    } catch (error) {
      const fieldErrors = apiFieldErrors(error);
      if (fieldErrors) {
        setErrors(fieldErrors);
        return;
      }
      void notify.error(error);
      onDone();
    }
  }

  return (
    <ConfirmDialog
      open
      title={t('WEB_FISCAL_YEAR_REOPEN_TITLE', { name })}
      confirmLabel={t('WEB_FISCAL_YEAR_REOPEN')}
      busy={reopen.isPending}
      onConfirm={() => void confirm()}
      onCancel={onDone}
    >
      <p>{t('WEB_FISCAL_YEAR_REOPEN_BODY')}</p>
      <TextAreaField
        label={t('WEB_FISCAL_YEAR_REOPEN_REASON')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={errors.reason ? t(errors.reason) : undefined}
        required
        data-testid="fiscal-year-reopen-reason"
      />
    </ConfirmDialog>
  );
}
