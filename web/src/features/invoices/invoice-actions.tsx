import type { Invoice } from '@daftar/contracts/endpoints/invoices-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { Button } from '../../ui/button.tsx';
import { ButtonLink } from '../../ui/button-link.tsx';
import { ConfirmDialog } from '../../ui/modal/confirm-dialog.tsx';
import { notify } from '../../ui/toast/notify.tsx';
import { todayIso } from '../../lib/format/civil-date.ts';
import { convertEstimateMutation, invoiceActionMutation, removeInvoiceMutation } from './api.ts';
import type { InvoicePanelProps } from './invoice-card.tsx';
import { invoiceNumberText } from './invoice-columns.tsx';
import { InvoicePdfButton } from './invoice-pdf-button.tsx';
import { takes } from './invoice-document-screens.tsx';
import { invoicePath, isPayable, kindPath } from './invoice-status.tsx';

type Confirming = 'issue' | 'cancel' | 'remove' | 'convert' | null;

/**
 * What each status offers: a draft is issued, edited or deleted; an issued one paid, edited or cancelled, and, with
 * something left, returned or (a sale) delivered; an issued estimate converted. Once lines were returned or
 * delivered the invoice is no longer edited or cancelled.
 */
function offers(invoice: Invoice) {
  const open = invoice.status === 'ISSUED' || invoice.status === 'PARTIALLY_PAID';
  const followed = invoice.returns.length > 0 || invoice.deliveries.length > 0;
  const estimate = invoice.kind === 'ESTIMATE';
  return {
    issue: invoice.status === 'DRAFT',
    remove: invoice.status === 'DRAFT',
    edit: (invoice.status === 'DRAFT' || invoice.status === 'ISSUED') && !followed,
    pay: isPayable(invoice),
    returnLines: takes(invoice, 'return'),
    deliver: takes(invoice, 'delivery'),
    convert: estimate && invoice.status === 'ISSUED',
    cancel: (open || invoice.status === 'PAID') && !followed,
  };
}

/**
 * The invoice page's actions. Issuing, cancelling and deleting ask first; what the server refuses (a FINAL voucher,
 * payments to remove before cancelling) is said in a toast and the page stays as it was. A role that may not write
 * invoices is offered printing only.
 */
export function InvoiceActions({ invoice, companyId, mayWrite }: Omit<InvoicePanelProps, 'unit'>) {
  const t = useT();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const issue = useMutation(invoiceActionMutation(queryClient, companyId, invoice.id, 'issue'));
  const cancel = useMutation(invoiceActionMutation(queryClient, companyId, invoice.id, 'cancel'));
  const remove = useMutation(removeInvoiceMutation(queryClient, companyId, invoice.id));
  const convert = useMutation(convertEstimateMutation(queryClient, companyId, invoice.id));
  const offered = offers(invoice);
  const can = mayWrite
    ? offered
    : (Object.fromEntries(Object.keys(offered).map((key) => [key, false])) as typeof offered);
  const base = `/invoices/${kindPath(invoice.kind)}`;

  async function run<R>(call: () => Promise<R>, done: (result: R) => void) {
    try {
      done(await call());
    } catch (error) {
      void notify.error(error);
    } finally {
      setConfirming(null);
    }
  }

  const dialogs = {
    convert: {
      title: t('WEB_ESTIMATE_CONVERT_TITLE', { number: invoiceNumberText(invoice, t, language) }),
      body: t('WEB_ESTIMATE_CONVERT_BODY'),
      label: t('WEB_ESTIMATE_ACTION_CONVERT'),
      busy: convert.isPending,
      tone: 'primary' as const,
      confirm: () =>
        run(
          () => convert.mutateAsync({ issueDate: todayIso(), issue: true }),
          (made) => {
            void notify.success(t('WEB_ESTIMATE_CONVERTED', { number: invoiceNumberText(made, t, language) }));
            navigate(invoicePath(made));
          },
        ),
    },
    issue: {
      title: t(invoice.kind === 'ESTIMATE' ? 'WEB_ESTIMATE_ISSUE_TITLE' : 'WEB_INVOICE_ISSUE_TITLE'),
      body: t(invoice.kind === 'ESTIMATE' ? 'WEB_ESTIMATE_ISSUE_BODY' : 'WEB_INVOICE_ISSUE_BODY'),
      label: t('WEB_INVOICE_ACTION_ISSUE'),
      busy: issue.isPending,
      tone: 'primary' as const,
      confirm: () =>
        run(issue.mutateAsync, (issued) =>
          notify.success(t('WEB_INVOICE_ISSUED', { number: invoiceNumberText(issued, t, language) })),
        ),
    },
    cancel: {
      title: t('WEB_INVOICE_CANCEL_TITLE', { number: invoiceNumberText(invoice, t, language) }),
      body: t('WEB_INVOICE_CANCEL_BODY'),
      label: t('WEB_INVOICE_ACTION_CANCEL'),
      busy: cancel.isPending,
      tone: 'error' as const,
      confirm: () => run(cancel.mutateAsync, () => notify.success('WEB_INVOICE_CANCELLED')),
    },
    remove: {
      title: t('WEB_INVOICE_DELETE_TITLE'),
      body: t('WEB_INVOICE_DELETE_BODY'),
      label: t('WEB_INVOICE_ACTION_DELETE'),
      busy: remove.isPending,
      tone: 'error' as const,
      confirm: () =>
        run(remove.mutateAsync, () => {
          void notify.success('WEB_INVOICE_DELETED');
          navigate('/invoices/overview/all');
        }),
    },
  };
  const dialog = confirming ? dialogs[confirming] : null;

  return (
    <div className="action-bar" data-testid="invoice-actions">
      {can.issue && (
        <Button onClick={() => setConfirming('issue')} data-testid="invoice-issue">
          {t('WEB_INVOICE_ACTION_ISSUE')}
        </Button>
      )}
      {can.pay && (
        <ButtonLink to={`${base}/submit-payment/${invoice.id}`} data-testid="invoice-add-payment">
          {t(invoice.kind === 'SELL' ? 'WEB_INVOICE_ACTION_PAYMENT_SELL' : 'WEB_INVOICE_ACTION_PAYMENT_PURCHASE')}
        </ButtonLink>
      )}
      {can.convert && (
        <Button onClick={() => setConfirming('convert')} data-testid="estimate-convert">
          {t('WEB_ESTIMATE_ACTION_CONVERT')}
        </Button>
      )}
      {can.deliver && (
        <ButtonLink to={`${base}/submit-delivery/${invoice.id}`} variant="outline" data-testid="invoice-deliver">
          {t('WEB_INVOICE_ACTION_DELIVER')}
        </ButtonLink>
      )}
      {can.returnLines && (
        <ButtonLink to={`${base}/submit-return/${invoice.id}`} variant="outline" data-testid="invoice-return">
          {t('WEB_INVOICE_ACTION_RETURN')}
        </ButtonLink>
      )}
      {can.edit && (
        <ButtonLink to={`${base}/edit/${invoice.id}`} variant="outline" data-testid="invoice-edit">
          {t('WEB_INVOICE_ACTION_EDIT')}
        </ButtonLink>
      )}
      {mayWrite && (
        <ButtonLink to={`${base}/copy/${invoice.id}`} variant="outline" data-testid="invoice-copy">
          {t('WEB_INVOICE_ACTION_COPY')}
        </ButtonLink>
      )}
      <ButtonLink to={`${base}/print/${invoice.id}`} variant="outline" data-testid="invoice-print-open">
        {t('WEB_INVOICE_ACTION_PRINT')}
      </ButtonLink>
      <InvoicePdfButton companyId={companyId} invoice={invoice} layout="a4" />
      {can.cancel && (
        <Button variant="error" onClick={() => setConfirming('cancel')} data-testid="invoice-cancel">
          {t('WEB_INVOICE_ACTION_CANCEL')}
        </Button>
      )}
      {can.remove && (
        <Button variant="error" onClick={() => setConfirming('remove')} data-testid="invoice-delete">
          {t('WEB_INVOICE_ACTION_DELETE')}
        </Button>
      )}
      <ConfirmDialog
        open={dialog !== null}
        title={dialog?.title ?? ''}
        confirmLabel={dialog?.label ?? ''}
        tone={dialog?.tone}
        busy={dialog?.busy}
        onConfirm={() => void dialog?.confirm()}
        onCancel={() => setConfirming(null)}
      >
        <p>{dialog?.body}</p>
      </ConfirmDialog>
    </div>
  );
}
