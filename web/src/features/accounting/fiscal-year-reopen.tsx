import { type FiscalYear, yearReopenInputSchema } from '@daftar/contracts/endpoints/accounting-years';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { localDigits } from '../../lib/format/digits.ts';
import { profileQuery } from '../../lib/session/profile-query.ts';
import { ReasonConfirmDialog } from '../../ui/modal/reason-confirm-dialog.tsx';
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
  const name = localDigits(year.name, language);

  return (
    <ReasonConfirmDialog
      title={t('WEB_FISCAL_YEAR_REOPEN_TITLE', { name })}
      body={t('WEB_FISCAL_YEAR_REOPEN_BODY')}
      confirmLabel={t('WEB_FISCAL_YEAR_REOPEN')}
      reasonLabel={t('WEB_FISCAL_YEAR_REOPEN_REASON')}
      reasonTestId="fiscal-year-reopen-reason"
      schema={yearReopenInputSchema}
      send={async (input) => {
        await reopen.mutateAsync({ id: year.id, input });
        void notify.success(t('WEB_FISCAL_YEAR_REOPENED', { name }));
      }}
      onDone={onDone}
      onFailure={(error) => {
        void notify.error(error);
        onDone();
      }}
    />
  );
}
