import type { Transfer } from '@daftar/contracts/endpoints/banking-schemas';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { apiClient } from '../../lib/api/client.ts';
import { ApiError } from '../../lib/api/http-error.ts';
import { apiFieldErrors, type FieldErrors } from '../../lib/forms/field-errors.ts';
import { useFeature } from '../../platform/flags/flag-store.ts';
import { notify } from '../../ui/toast/notify.tsx';
import { Typography } from '../../ui/typography.tsx';
import { refreshBank } from './api.ts';
import { confirmTransfer, createTransfer, getTransferByKey } from './banking-client.ts';
import { TransferForm, type TransferInput, type TransferKind } from './transfer-form.tsx';
import { ConfirmStep, PendingStep, ReceiptStep } from './transfer-steps.tsx';
import './bank.css';

type Step = { name: 'form' } | { name: 'confirm' | 'pending' | 'receipt'; transfer: Transfer };

/** How long the bank is given to settle a confirmation whose answer was lost before it is asked, and between asks. */
const settleMs = 2000;

/** A refusal the bank answered (the transfer certainly did not happen); anything else leaves the outcome unknown. */
const refused = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * A transfer, one kind per tab: the form, the confirmation with the one-time code, then the receipt. The key the
 * client makes for the transfer goes with it; when a confirmation's answer is lost (a timeout, a 5xx, no network)
 * the money may already have moved, so the screen shows it pending and asks the bank for the transfer by that key
 * until it says — it never confirms again on its own.
 */
function TransferFlow({ kind }: { kind: TransferKind }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [step, setStep] = useState<Step>({ name: 'form' });
  const [busy, setBusy] = useState(false);
  const [formErrors, setFormErrors] = useState<FieldErrors>({});
  const [codeError, setCodeError] = useState<string>();
  const [settled, setSettled] = useState(false);

  const pendingKey = step.name === 'pending' ? step.transfer.idempotencyKey : null;
  useEffect(() => {
    if (!pendingKey) return;
    setSettled(false);
    const timer = setTimeout(() => setSettled(true), settleMs);
    return () => clearTimeout(timer);
  }, [pendingKey]);
  const status = useQuery({
    queryKey: ['banking', 'transfer-status', pendingKey],
    queryFn: () => getTransferByKey(apiClient, pendingKey ?? ''),
    enabled: pendingKey !== null && settled,
    refetchInterval: settleMs,
    retry: false,
  });
  useEffect(() => {
    if (step.name !== 'pending' || !status.data) return;
    if (status.data.status === 'DONE') {
      setStep({ name: 'receipt', transfer: status.data });
      void refreshBank(queryClient);
    } else {
      setCodeError('WEB_BANK_CONFIRM_NOT_RECEIVED');
      setStep({ name: 'confirm', transfer: status.data });
    }
  }, [status.data, step.name, queryClient]);

  async function ask(input: TransferInput) {
    setBusy(true);
    try {
      const transfer = await createTransfer(apiClient, input);
      setFormErrors({});
      setCodeError(undefined);
      setStep(transfer.status === 'DONE' ? { name: 'receipt', transfer } : { name: 'confirm', transfer });
    } catch (error) {
      const fields = apiFieldErrors(error);
      if (fields) setFormErrors(fields);
      else notify.error(error);
    } finally {
      setBusy(false);
    }
  }

  async function confirm(transfer: Transfer, code: string) {
    setBusy(true);
    try {
      const done = await confirmTransfer(apiClient, transfer.id, code);
      setStep({ name: 'receipt', transfer: done });
      void refreshBank(queryClient);
    } catch (error) {
      if (refused(error)) setCodeError(apiFieldErrors(error)?.code ?? (error as ApiError).serverMessage ?? 'problem');
      else setStep({ name: 'pending', transfer });
    } finally {
      setBusy(false);
    }
  }

  function startOver() {
    setKey(crypto.randomUUID());
    setFormErrors({});
    setCodeError(undefined);
    setStep({ name: 'form' });
  }

  switch (step.name) {
    case 'form':
      return (
        <TransferForm
          kind={kind}
          idempotencyKey={key}
          serverErrors={formErrors}
          busy={busy}
          onSubmit={(input) => void ask(input)}
        />
      );
    case 'confirm':
      return (
        <ConfirmStep
          transfer={step.transfer}
          error={codeError}
          busy={busy}
          onConfirm={(code) => void confirm(step.transfer, code)}
          onBack={startOver}
        />
      );
    case 'pending':
      return (
        <>
          <PendingStep transfer={step.transfer} />
          {status.error && <p className="bank-muted">{t('WEB_BANK_STILL_ASKING')}</p>}
        </>
      );
    case 'receipt':
      return <ReceiptStep transfer={step.transfer} onAnother={startOver} />;
  }
}

export const DepositTransferScreen = () => <TransferFlow key="DEPOSIT" kind="DEPOSIT" />;
export const CardTransferScreen = () => <TransferFlow key="CARD" kind="CARD" />;

/** Transfers by IBAN (Paya/Satna) are behind the `banking-transfer-bank` flag; without it the tab is hidden too. */
export function BankTransferScreen() {
  const t = useT();
  if (!useFeature('banking-transfer-bank')) {
    return (
      <Typography muted data-testid="transfer-bank-off">
        {t('WEB_BANK_TRANSFER_BANK_OFF')}
      </Typography>
    );
  }
  return <TransferFlow key="IBAN" kind="IBAN" />;
}
