import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { useRouteRecord } from '../../lib/routing/use-route-record.ts';
import { useAmountUnit } from '../../lib/session/use-amount-unit.ts';
import { ButtonLink } from '../../ui/button-link.tsx';
import { ListEmptyState } from '../../ui/list/list-empty-state.tsx';
import { notify } from '../../ui/toast/notify.tsx';
import { addInvoiceDeliveryMutation, addInvoiceReturnMutation, getInvoiceQuery } from './api.ts';
import { availableOf, type DocumentMode, InvoiceDocumentForm } from './invoice-document-form.tsx';
import { invoiceIdParam } from './invoice-loaders.ts';
import { invoicePath } from './invoice-status.tsx';

const returnable = ['ISSUED', 'PARTIALLY_PAID', 'PAID', 'PARTLY_RETURNED'];

/** Whether an invoice takes a return (an issued sale or purchase) or a delivery (an issued sale), with something left. */
export function takes(
  invoice: { kind: string; status: string; lines: Parameters<typeof availableOf>[0][] },
  mode: DocumentMode,
) {
  const kindFits = mode === 'return' ? invoice.kind !== 'ESTIMATE' : invoice.kind === 'SELL';
  return kindFits && returnable.includes(invoice.status) && invoice.lines.some((line) => availableOf(line, mode) > 0);
}

/** /invoices/{sell,purchase}/submit-return/{id} and /invoices/sell/submit-delivery/{id}: the form, then the invoice. */
function DocumentScreen({ mode }: { mode: DocumentMode }) {
  const t = useT();
  const { companyId, id, record } = useRouteRecord(invoiceIdParam, getInvoiceQuery);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const unit = useAmountUnit(companyId);
  const save = useMutation(
    (mode === 'return' ? addInvoiceReturnMutation : addInvoiceDeliveryMutation)(queryClient, companyId, id),
  );
  if (!record) return null;
  if (!takes(record, mode)) {
    return (
      <ListEmptyState
        title={t(mode === 'return' ? 'WEB_RETURN_NOT_POSSIBLE' : 'WEB_DELIVERY_NOT_POSSIBLE')}
        body={t(mode === 'return' ? 'WEB_RETURN_NOT_POSSIBLE_BODY' : 'WEB_DELIVERY_NOT_POSSIBLE_BODY')}
        action={<ButtonLink to={invoicePath(record)}>{t('WEB_INVOICE_BACK')}</ButtonLink>}
      />
    );
  }
  return (
    <InvoiceDocumentForm
      key={record.updatedAt}
      mode={mode}
      invoice={record}
      unit={unit}
      save={save.mutateAsync}
      onSaved={(saved) => {
        void notify.success(t(mode === 'return' ? 'WEB_RETURN_SAVED' : 'WEB_DELIVERY_SAVED'));
        navigate(invoicePath(saved));
      }}
      cancelTo={invoicePath(record)}
    />
  );
}

export const InvoiceReturnScreen = () => <DocumentScreen mode="return" />;
export const InvoiceDeliveryScreen = () => <DocumentScreen mode="delivery" />;
