import { chequesEndpoints } from '@daftar/contracts/endpoints/cheques';
import type { Cheque } from '@daftar/contracts/endpoints/cheques-schemas';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { AttachmentsPanel } from '../../../lib/attachments/attachments-panel.tsx';
import { localDigits } from '../../../lib/format/digits.ts';
import { areaKeys } from '../../../lib/query/area-keys.ts';
import { useCrumbLabel } from '../../../lib/routing/crumb-labels.ts';
import { isNotFound } from '../../../lib/routing/record-id.ts';
import { Button } from '../../../ui/button.tsx';
import { RecordNotFound } from '../../../ui/record-not-found.tsx';
import { ListState, useTreasuryScreen, VoucherLink } from '../treasury/treasury-parts.tsx';
import { actionKeys, stateKeys, stepKeys } from './cheque-labels.ts';
import { getChequeQuery } from './cheque-queries.ts';
import { ChequeStepDialog, type DialogAction } from './cheque-step-dialog.tsx';

/**
 * /accounting/cheques/:chequeId: the cheque's paper, a timeline of its steps (each with its voucher, undone ones
 * struck through), the actions its state allows, each a short dialog, and the photos or scans of the cheque.
 */
export function ChequeViewScreen() {
  const { companyId, language } = useTreasuryScreen();
  const id = Number(useParams().chequeId);
  const query = useQuery({ ...getChequeQuery(companyId, id), enabled: Number.isSafeInteger(id) && id > 0 });
  const cheque = query.data;
  useCrumbLabel(
    `/accounting/cheques/${id}`,
    cheque ? localDigits(cheque.serial ?? cheque.sayadId, language) : undefined,
  );
  if (!Number.isSafeInteger(id) || id <= 0 || isNotFound(query.error)) {
    return (
      <RecordNotFound
        title="WEB_CHEQUE_NOT_FOUND"
        body="WEB_CHEQUE_NOT_FOUND_BODY"
        listPath="/accounting/cheques"
        testId="cheque-not-found"
      />
    );
  }
  if (!cheque) return <ListState error={query.error} retry={query.refetch} />;
  return <ChequeView cheque={cheque} />;
}

/** Under the books' key, so the books' own refreshes reach the photos too. */
const chequePhotosKey = [...areaKeys.accounting, 'cheque-photos'] as const;

function ChequeView({ cheque }: { cheque: Cheque }) {
  const { t, language, companyId, formatRials, date, mayWrite } = useTreasuryScreen();
  const [action, setAction] = useState<DialogAction | null>(null);
  const digits = (value: string | null) => (value ? localDigits(value, language) : '—');
  const fields: [string, ReactNode][] = [
    [
      'WEB_CHEQUE_STATE',
      <strong key="state" data-testid="cheque-state">
        {t(stateKeys[cheque.state])}
      </strong>,
    ],
    [
      'WEB_CHEQUE_AMOUNT',
      <span key="amount" data-testid="cheque-amount">
        {formatRials(cheque.amount)}
      </span>,
    ],
    ['WEB_CHEQUE_DUE_DATE', date(cheque.dueDate)],
    [cheque.direction === 'RECEIVED' ? 'WEB_CHEQUE_FROM_PERSON' : 'WEB_CHEQUE_TO_PERSON', cheque.stakeholder.name],
    [
      'WEB_CHEQUE_SAYAD_ID',
      <span key="sayad" className="treasury-ltr">
        {digits(cheque.sayadId)}
      </span>,
    ],
    ['WEB_CHEQUE_SERIAL', digits(cheque.serial)],
    ['WEB_CHEQUE_BANK', [cheque.bankName, cheque.branch].filter(Boolean).join(' — ') || '—'],
    ['WEB_CHEQUE_DRAWER', cheque.drawerName ?? '—'],
    ['WEB_CHEQUE_DRAWER_NATIONAL_ID', digits(cheque.drawerNationalId)],
    ['WEB_CHEQUE_AT_BANK', cheque.bank?.name ?? '—'],
    [
      'WEB_CHEQUE_INVOICE',
      cheque.invoiceId ? (
        <Link key="invoice" to={`/invoices/${cheque.invoiceId}`} data-testid="cheque-invoice">
          {digits(cheque.invoiceNumber)}
        </Link>
      ) : (
        '—'
      ),
    ],
    ['WEB_CHEQUE_DESCRIPTION', cheque.description ?? '—'],
  ];
  return (
    <section className="treasury cheque-page" data-testid="cheque-page">
      <dl className="cheque-fields">
        {fields.map(([label, value]) => (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {mayWrite && cheque.actions.length > 0 && (
        <div className="treasury-actions cheque-actions no-print">
          {cheque.actions.map((name) => (
            <Button
              key={name}
              variant={name === 'UNDO' ? 'outline' : 'primary'}
              onClick={() => setAction(name)}
              data-testid={`cheque-action-${name}`}
            >
              {t(actionKeys[name])}
            </Button>
          ))}
        </div>
      )}
      <h2 className="cheque-timeline-title">{t('WEB_CHEQUE_TIMELINE')}</h2>
      <ol className="cheque-timeline" data-testid="cheque-timeline">
        {cheque.steps.map((step) => (
          <li
            key={step.id}
            className={step.undoneAt ? 'cheque-step cheque-step-undone' : 'cheque-step'}
            data-testid={`cheque-step-${step.kind}`}
          >
            <span className="cheque-step-date">{date(step.date)}</span>
            <strong>{t(stepKeys[step.kind])}</strong>
            <span>{[step.bank?.name, step.stakeholder?.name, step.reason].filter(Boolean).join(' — ')}</span>
            {step.undoneAt ? (
              <span className="cheque-step-note">{t('WEB_CHEQUE_STEP_UNDONE')}</span>
            ) : (
              <span className="cheque-step-note">
                {t('WEB_TREASURY_VOUCHER')}{' '}
                <VoucherLink id={step.voucherId} number={step.voucherNumber} testId={`cheque-voucher-${step.kind}`} />
              </span>
            )}
          </li>
        ))}
      </ol>
      <AttachmentsPanel
        owner={{ endpoints: chequesEndpoints, companyId, recordId: cheque.id }}
        areaKey={chequePhotosKey}
        mayWrite={mayWrite}
      />
      {action && <ChequeStepDialog chequeId={cheque.id} action={action} onClose={() => setAction(null)} />}
    </section>
  );
}
