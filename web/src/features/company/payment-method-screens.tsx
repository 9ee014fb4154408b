import type { PaymentMethod, PaymentMethodInput } from '@daftar/contracts/endpoints/payment-methods';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { ConfirmButton } from '../../ui/modal/confirm-button.tsx';
import { useCrumbLabel } from '../../lib/routing/crumb-labels.ts';
import { useRouteRecord } from '../../lib/routing/use-route-record.ts';
import { requireActiveCompanyId } from '../../lib/session/active-company.ts';
import { notify } from '../../ui/toast/notify.tsx';
import {
  createPaymentMethodMutation,
  getPaymentMethodQuery,
  listPaymentMethodChoicesQuery,
  removePaymentMethodMutation,
  updatePaymentMethodMutation,
} from './api.ts';
import { paymentMethodIdParam } from './company-loaders.ts';
import { PaymentMethodForm } from './payment-method-form.tsx';
import { emptyPaymentMethodValues, paymentMethodValues } from './payment-method-values.ts';
import './company.css';

const noChoices = { accounts: [], tafsilis: [] };

/** /company/payment-methods/new: a new method; saving goes back to the list. */
export function CreatePaymentMethodScreen() {
  const t = useT();
  const navigate = useNavigate();
  const companyId = requireActiveCompanyId();
  const choices = useQuery(listPaymentMethodChoicesQuery(companyId)).data ?? noChoices;
  const create = useMutation(createPaymentMethodMutation(useQueryClient(), companyId));
  const save = async (input: PaymentMethodInput) => {
    const created = await create.mutateAsync(input);
    void notify.success(t('WEB_PAYMENT_METHOD_CREATED', { name: created.name }));
    navigate('/company/payment-methods');
  };
  return (
    <PaymentMethodForm
      initial={emptyPaymentMethodValues}
      draft={{ form: 'payment-method', recordId: null }}
      choices={choices}
      onSubmit={save}
    />
  );
}

/** /company/payment-methods/edit/{id}: the method's fields, and its deletion after a confirmation. */
export function EditPaymentMethodScreen() {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { companyId, id, record: method } = useRouteRecord(paymentMethodIdParam, getPaymentMethodQuery);
  const choices = useQuery(listPaymentMethodChoicesQuery(companyId)).data ?? noChoices;
  const update = useMutation(updatePaymentMethodMutation(queryClient, companyId, id));
  useCrumbLabel(`/company/payment-methods/edit/${id}`, method?.name);
  if (!method) return null;
  const save = async (input: PaymentMethodInput) => {
    const saved = await update.mutateAsync(input);
    void notify.success(t('WEB_PAYMENT_METHOD_SAVED', { name: saved.name }));
    navigate('/company/payment-methods');
  };
  return (
    <PaymentMethodForm
      key={method.id}
      initial={paymentMethodValues(method)}
      draft={{ form: 'payment-method', recordId: method.id }}
      choices={choices}
      onSubmit={save}
      extraActions={<DeletePaymentMethodButton method={method} companyId={companyId} />}
    />
  );
}

function DeletePaymentMethodButton({ method, companyId }: { method: PaymentMethod; companyId: number }) {
  const t = useT();
  const navigate = useNavigate();
  const remove = useMutation(removePaymentMethodMutation(useQueryClient(), companyId, method.id));
  return (
    <ConfirmButton
      label={t('WEB_ACTION_DELETE')}
      title={t('WEB_PAYMENT_METHOD_DELETE_TITLE', { name: method.name })}
      busy={remove.isPending}
      run={async () => {
        await remove.mutateAsync();
        void notify.success(t('WEB_PAYMENT_METHOD_DELETED', { name: method.name }));
        navigate('/company/payment-methods');
      }}
      testId="payment-method-delete"
    >
      <p>{t('WEB_PAYMENT_METHOD_DELETE_BODY')}</p>
    </ConfirmButton>
  );
}
