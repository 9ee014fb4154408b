import type { Voucher } from '@daftar/contracts/endpoints/accounting-vouchers';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { todayIso } from '../../lib/format/civil-date.ts';
import { localDigits } from '../../lib/format/digits.ts';
import { requireActiveCompanyId } from '../../lib/session/active-company.ts';
import { Button } from '../../ui/button.tsx';
import { ButtonLink } from '../../ui/button-link.tsx';
import { ConfirmDialog } from '../../ui/modal/confirm-dialog.tsx';
import { notify } from '../../ui/toast/notify.tsx';
import { copyVoucherMutation, finaliseVoucherMutation, removeVoucherMutation } from './voucher-queries.ts';

type Asking = 'finalise' | 'remove' | null;

/**
 * A saved voucher's actions: a TEMPORARY one is finalised or removed, each after a confirmation; any voucher can be
 * copied, as a new voucher dated today (the editor at /copy lets the lines be changed first).
 */
export function VoucherActions({ voucher }: { voucher: Voucher }) {
  const t = useT();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const companyId = requireActiveCompanyId();
  const queryClient = useQueryClient();
  const finalise = useMutation(finaliseVoucherMutation(queryClient, companyId, voucher.id));
  const remove = useMutation(removeVoucherMutation(queryClient, companyId, voucher.id));
  const copy = useMutation(copyVoucherMutation(queryClient, companyId, voucher.id));
  const [asking, setAsking] = useState<Asking>(null);
  const number = localDigits(String(voucher.number), language);

  async function run<R>(action: () => Promise<R>, done: (result: R) => void) {
    try {
      const result = await action();
      setAsking(null);
      done(result);
    } catch (error) {
      setAsking(null);
      void notify.error(error);
    }
  }

  return (
    <div className="voucher-actions" data-testid="voucher-actions">
      {voucher.status === 'TEMPORARY' && (
        <>
          <Button variant="success" onClick={() => setAsking('finalise')} data-testid="voucher-finalise">
            {t('WEB_VOUCHER_FINALISE')}
          </Button>
          <Button variant="outline" onClick={() => setAsking('remove')} data-testid="voucher-remove">
            {t('WEB_VOUCHER_REMOVE')}
          </Button>
        </>
      )}
      <ButtonLink to={`/accounting/journal-ledger/${voucher.id}/copy`} variant="outline" data-testid="voucher-copy">
        {t('WEB_VOUCHER_COPY')}
      </ButtonLink>
      <Button
        variant="text"
        loading={copy.isPending}
        onClick={() =>
          run(
            () => copy.mutateAsync(todayIso()),
            (created) => navigate(`/accounting/journal-ledger/${created.id}/edit`),
          )
        }
        data-testid="voucher-copy-now"
      >
        {t('WEB_VOUCHER_COPY_NOW')}
      </Button>
      <ConfirmDialog
        open={asking === 'finalise'}
        title={t('WEB_VOUCHER_FINALISE_TITLE', { number })}
        confirmLabel={t('WEB_VOUCHER_FINALISE')}
        tone="success"
        busy={finalise.isPending}
        onConfirm={() =>
          run(
            () => finalise.mutateAsync(),
            () => void notify.success(t('WEB_VOUCHER_FINALISED', { number })),
          )
        }
        onCancel={() => setAsking(null)}
      >
        {t('WEB_VOUCHER_FINALISE_BODY')}
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'remove'}
        title={t('WEB_VOUCHER_REMOVE_TITLE', { number })}
        confirmLabel={t('WEB_VOUCHER_REMOVE')}
        busy={remove.isPending}
        onConfirm={() =>
          run(
            () => remove.mutateAsync(),
            () => {
              void notify.success(t('WEB_VOUCHER_REMOVED'));
              navigate('/accounting/journal-ledger');
            },
          )
        }
        onCancel={() => setAsking(null)}
      >
        {t('WEB_VOUCHER_REMOVE_BODY')}
      </ConfirmDialog>
    </div>
  );
}
