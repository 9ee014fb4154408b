import type { Transfer } from '@daftar/contracts/endpoints/banking-schemas';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { localDigits } from '../../lib/format/digits.ts';
import { formatDate } from '../../lib/format/format-date.ts';
import { Button } from '../../ui/button.tsx';
import { OtpInput } from '../../ui/otp-input.tsx';
import { Typography } from '../../ui/typography.tsx';
import { Money } from './money.tsx';
import { FormError } from '../../ui/fields/form-error.tsx';

/** Who gets the money, as the bank resolved it: the holder's name when it is known, and the bank. */
function TransferSummary({ transfer }: { transfer: Transfer }) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <dl className="bank-summary" data-testid="transfer-summary">
      <dt>{t('WEB_BANK_AMOUNT')}</dt>
      <dd className="bank-big">
        <Money rials={transfer.amount} testId="transfer-summary-amount" />
      </dd>
      <dt>{t('WEB_BANK_TO')}</dt>
      <dd>
        {transfer.destinationName && (
          <strong data-testid="transfer-destination-name">{transfer.destinationName} </strong>
        )}
        <span className="bank-ltr">{localDigits(transfer.destination, language)}</span>
      </dd>
      <dt>{t('WEB_BANK_BANK')}</dt>
      <dd>{t(`WEB_BANK_NAME_${transfer.destinationBank}`)}</dd>
      {transfer.description && (
        <>
          <dt>{t('WEB_BANK_TRANSFER_DESCRIPTION')}</dt>
          <dd>{transfer.description}</dd>
        </>
      )}
    </dl>
  );
}

/** The confirmation step: the summary, and the one-time code the bank sent (offline: the outbox). */
export function ConfirmStep({
  transfer,
  error,
  busy,
  onConfirm,
  onBack,
}: {
  transfer: Transfer;
  error: string | undefined;
  busy: boolean;
  onConfirm(code: string): void;
  onBack(): void;
}) {
  const t = useT();
  const [code, setCode] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    if (code.length === 6) onConfirm(code);
  }
  return (
    <form className="page-card bank-form" onSubmit={submit} noValidate data-testid="transfer-confirm">
      <Typography variant="title">{t('WEB_BANK_CONFIRM_TRANSFER')}</Typography>
      <TransferSummary transfer={transfer} />
      <Typography variant="body2" muted>
        {t('WEB_BANK_CODE_SENT', { to: transfer.codeSentTo })}
      </Typography>
      <div data-testid="transfer-code">
        <OtpInput value={code} onChange={setCode} invalid={Boolean(error)} disabled={busy} />
      </div>
      <FormError text={error && t(error)} testId="transfer-code-error" />
      <div className="bank-row">
        <Button type="submit" loading={busy} disabled={code.length !== 6} data-testid="transfer-confirm-button">
          {t('WEB_BANK_CONFIRM_AND_SEND')}
        </Button>
        <Button type="button" variant="outline" onClick={onBack} disabled={busy}>
          {t('WEB_BANK_EDIT_TRANSFER')}
        </Button>
      </div>
    </form>
  );
}

/** The answer was lost: the money may have moved. The SPA asks the bank, never sends it again. */
export function PendingStep({ transfer }: { transfer: Transfer }) {
  const t = useT();
  return (
    <section className="page-card" role="status" data-testid="transfer-pending">
      <Typography variant="title">{t('WEB_BANK_TRANSFER_PENDING')}</Typography>
      <p className="bank-notice">{t('WEB_BANK_TRANSFER_PENDING_HINT')}</p>
      <TransferSummary transfer={transfer} />
    </section>
  );
}

export function ReceiptStep({ transfer, onAnother }: { transfer: Transfer; onAnother(): void }) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <section className="page-card" data-testid="transfer-receipt">
      <Typography variant="title" className="bank-in">
        {t('WEB_BANK_TRANSFER_DONE')}
      </Typography>
      <TransferSummary transfer={transfer} />
      <dl className="bank-summary">
        <dt>{t('WEB_BANK_REFERENCE')}</dt>
        <dd className="bank-ltr" data-testid="transfer-reference">
          {localDigits(transfer.reference ?? '', language)}
        </dd>
        {transfer.completedAt && (
          <>
            <dt>{t('WEB_BANK_DATE')}</dt>
            <dd>{formatDate(transfer.completedAt, language, { style: 'long', withTime: true })}</dd>
          </>
        )}
      </dl>
      <div className="bank-row">
        {transfer.debitTransactionId && (
          <Link to={`/banking/transactions/${transfer.debitTransactionId}`}>{t('WEB_BANK_SEE_RECEIPT')}</Link>
        )}
        <Button variant="outline" className="bank-push" onClick={onAnother} data-testid="transfer-another">
          {t('WEB_BANK_ANOTHER_TRANSFER')}
        </Button>
      </div>
    </section>
  );
}
