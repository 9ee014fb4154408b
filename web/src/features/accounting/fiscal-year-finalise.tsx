import {
  type FiscalYear,
  type YearFinalise,
  yearFinaliseInputSchema,
} from '@daftar/contracts/endpoints/accounting-years';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { localDigits } from '../../lib/format/digits.ts';
import { todayIso } from '../../lib/format/civil-date.ts';
import { apiFieldErrors, checkInput, type FieldErrors } from '../../lib/forms/field-errors.ts';
import { DateField } from '../../ui/fields/date-field.tsx';
import { ConfirmDialog } from '../../ui/modal/confirm-dialog.tsx';
import { notify } from '../../ui/toast/notify.tsx';
import { finaliseYearVouchersMutation } from './voucher-queries.ts';

/** The day the dialog offers: today while the year runs, its last day once it has ended. */
function defaultUpTo(year: FiscalYear): string {
  const today = todayIso();
  if (today < year.endDate) return today;
  return year.endDate;
}

export interface FinaliseTemporariesDialogProps {
  companyId: number;
  /** The year whose temporary vouchers are to be finalised: mount the dialog per year (`key`), open. */
  year: FiscalYear;
  onDone(result: YearFinalise | null): void;
}

/**
 * «Finalise temporary vouchers»: every temporary voucher of the year dated up to the chosen day becomes final at
 * once, in number order, as an accountant does before closing the year. A final voucher is read-only for good,
 * hence the question first.
 */
export function FinaliseTemporariesDialog({ companyId, year, onDone }: FinaliseTemporariesDialogProps) {
  const t = useT();
  const { language } = useLanguage();
  const finalise = useMutation(finaliseYearVouchersMutation(useQueryClient(), companyId));
  const [upTo, setUpTo] = useState(() => defaultUpTo(year));
  const [errors, setErrors] = useState<FieldErrors>({});

  async function confirm() {
    const checked = checkInput(yearFinaliseInputSchema, { upTo });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    try {
      const result = await finalise.mutateAsync({ id: year.id, input: checked.input });
      void notify.success(
        t('WEB_FISCAL_YEAR_FINALISED', {
          count: localDigits(String(result.finalised), language),
          name: localDigits(year.name, language),
        }),
      );
      onDone(result);
    } catch (error) {
      const fieldErrors = apiFieldErrors(error);
      if (fieldErrors) {
        setErrors(fieldErrors);
        return;
      }
      void notify.error(error);
      onDone(null);
    }
  }

  return (
    <ConfirmDialog
      open
      title={t('WEB_FISCAL_YEAR_FINALISE_TITLE', { name: localDigits(year.name, language) })}
      confirmLabel={t('WEB_FISCAL_YEAR_FINALISE')}
      tone="primary"
      busy={finalise.isPending}
      onConfirm={() => void confirm()}
      onCancel={() => onDone(null)}
    >
      <p>
        {t('WEB_FISCAL_YEAR_FINALISE_BODY', {
          count: localDigits(String(year.temporaryVouchers), language),
        })}
      </p>
      <DateField
        label={t('WEB_FISCAL_YEAR_FINALISE_UP_TO')}
        value={upTo}
        onChange={setUpTo}
        error={errors.upTo ? t(errors.upTo) : undefined}
        data-testid="fiscal-year-finalise-up-to"
      />
    </ConfirmDialog>
  );
}
