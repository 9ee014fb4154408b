import type { Invoice, InvoiceInput, InvoiceKind } from '@daftar/contracts/endpoints/invoices-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { todayIso } from '../../lib/format/civil-date.ts';
import { useCrumbLabel } from '../../lib/routing/crumb-labels.ts';
import { useRouteRecord } from '../../lib/routing/use-route-record.ts';
import { requireActiveCompanyId } from '../../lib/session/active-company.ts';
import { useAmountUnit } from '../../lib/session/use-amount-unit.ts';
import { ButtonLink } from '../../ui/button-link.tsx';
import { ListEmptyState } from '../../ui/list/list-empty-state.tsx';
import { notify } from '../../ui/toast/notify.tsx';
import {
  addInvoicePaymentMutation,
  createInvoiceMutation,
  getInvoiceQuery,
  invoiceActionMutation,
  updateInvoiceMutation,
} from './api.ts';
import { invoiceNumberText } from './invoice-columns.tsx';
import { InvoiceEditor } from './invoice-editor.tsx';
import { invoiceValues, newInvoiceValues } from './invoice-form-values.ts';
import { invoiceIdParam } from './invoice-loaders.ts';
import { PaymentForm } from './invoice-payment-form.tsx';
import { invoicePath, invoiceStatusKeys, isPayable } from './invoice-status.tsx';
import { InvoiceView } from './invoice-view.tsx';

/** The invoice of the route's `:id`, with the company's unit for its amounts. */
function useInvoiceRecord() {
  const found = useRouteRecord(invoiceIdParam, getInvoiceQuery);
  return { ...found, unit: useAmountUnit(found.companyId) };
}

/** After a save: a toast (with the number once issued) and the invoice's page. */
function useOpenSaved() {
  const t = useT();
  const { language } = useLanguage();
  const navigate = useNavigate();
  return (saved: Invoice) => {
    void notify.success(
      saved.status === 'DRAFT'
        ? t('WEB_INVOICE_SAVED')
        : t('WEB_INVOICE_ISSUED', { number: invoiceNumberText(saved, t, language) }),
    );
    navigate(invoicePath(saved));
  };
}

/** A new invoice of `kind` (or a copy of `from`), saved as a draft or issued at once. */
function NewInvoice({ kind, from }: { kind: InvoiceKind; from?: Invoice }) {
  const { language } = useLanguage();
  const companyId = requireActiveCompanyId();
  const save = useMutation(createInvoiceMutation(useQueryClient(), companyId));
  const onSaved = useOpenSaved();
  const today = todayIso();
  return (
    <InvoiceEditor
      kind={kind}
      initial={from ? invoiceValues(from, language, today) : newInvoiceValues(today)}
      unit={useAmountUnit(companyId)}
      save={(input, issue) => save.mutateAsync({ ...input, kind, issue })}
      onSaved={onSaved}
      cancelTo={from ? invoicePath(from) : '/invoices/overview/all'}
    />
  );
}

/** /invoices/{sell,purchase}/create. */
export function InvoiceCreateScreen({ kind }: { kind: InvoiceKind }) {
  return <NewInvoice key={kind} kind={kind} />;
}

/** /invoices/{kind}/copy/{id}: a new invoice with the original's party and lines, dated today. */
export function InvoiceCopyScreen() {
  const { record } = useInvoiceRecord();
  if (!record) return null;
  return <NewInvoice key={record.id} kind={record.kind} from={record} />;
}

/** /invoices/{kind}/edit/{id}: a draft, or an issued invoice whose voucher is still temporary (else 409). */
export function InvoiceEditScreen() {
  const { companyId, id, record, unit } = useInvoiceRecord();
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const update = useMutation(updateInvoiceMutation(queryClient, companyId, id));
  const issue = useMutation(invoiceActionMutation(queryClient, companyId, id, 'issue'));
  const onSaved = useOpenSaved();
  if (!record) return null;
  const save = async (input: InvoiceInput, andIssue: boolean) => {
    const saved = await update.mutateAsync(input);
    return andIssue ? issue.mutateAsync() : saved;
  };
  // Keyed by the invoice alone: "Save and issue" saves the draft (a new updatedAt in the cache) before the issue,
  // and an issue refused (an e-invoice missing the buyer's ids or a goods id) must keep the form and its errors.
  return (
    <InvoiceEditor
      key={record.id}
      kind={record.kind}
      invoice={record}
      initial={invoiceValues(record, language)}
      unit={unit}
      save={save}
      onSaved={onSaved}
      cancelTo={invoicePath(record)}
    />
  );
}

/** /invoices/{kind}/{id}, titled with the invoice's number ("Draft invoice" before it has one). */
export function InvoiceDetailScreen() {
  const t = useT();
  const { language } = useLanguage();
  const { companyId, record, unit } = useInvoiceRecord();
  const title = record?.displayNumber
    ? t('WEB_INVOICE_NUMBER_OF', { number: invoiceNumberText(record, t, language) })
    : t('WEB_INVOICE_DRAFT_TITLE');
  useCrumbLabel(record ? invoicePath(record) : '', record ? title : undefined);
  if (!record) return null;
  return <InvoiceView invoice={record} companyId={companyId} unit={unit} />;
}

/** /invoices/sell/submit-payment/{id}: a payment of the invoice, then back to its page. */
export function InvoicePaymentScreen() {
  const t = useT();
  const { companyId, id, record } = useInvoiceRecord();
  const navigate = useNavigate();
  const save = useMutation(addInvoicePaymentMutation(useQueryClient(), companyId, id));
  if (!record) return null;
  if (!isPayable(record)) {
    return (
      <ListEmptyState
        title={t('WEB_PAYMENT_NOT_PAYABLE')}
        body={t(invoiceStatusKeys[record.status])}
        action={<ButtonLink to={invoicePath(record)}>{t('WEB_INVOICE_BACK')}</ButtonLink>}
      />
    );
  }
  return (
    <PaymentForm
      key={record.updatedAt}
      invoice={record}
      companyId={companyId}
      save={save.mutateAsync}
      onSaved={(saved) => {
        void notify.success(t('WEB_PAYMENT_SAVED'));
        navigate(invoicePath(saved));
      }}
      cancelTo={invoicePath(record)}
    />
  );
}
