import { useT } from '../../i18n/use-t.ts';
import { TextField } from '../../ui/fields/text-field.tsx';
import type { PaymentFormValues } from './invoice-payment-values.ts';

type PaperField = 'chequeSayadId' | 'chequeBank' | 'chequeBranch' | 'chequeDrawer';

const fields: { name: PaperField; label: string; path: string; required?: true; numeric?: true }[] = [
  {
    name: 'chequeSayadId',
    label: 'WEB_PAYMENT_CHEQUE_SAYAD_ID',
    path: 'cheque.sayadId',
    required: true,
    numeric: true,
  },
  { name: 'chequeBank', label: 'WEB_PAYMENT_CHEQUE_BANK', path: 'cheque.bankName', required: true },
  { name: 'chequeBranch', label: 'WEB_PAYMENT_CHEQUE_BRANCH', path: 'cheque.branch' },
  { name: 'chequeDrawer', label: 'WEB_PAYMENT_CHEQUE_DRAWER', path: 'cheque.drawerName' },
];

/** The paper of a cheque received on a sale: what the cheques list and its page show of it. */
export function ChequePaperFields({
  values,
  set,
  error,
}: {
  values: PaymentFormValues;
  set(field: PaperField): (value: string) => void;
  error(path: string): string | undefined;
}) {
  const t = useT();
  return fields.map((field) => (
    <TextField
      key={field.name}
      label={t(field.label)}
      value={values[field.name]}
      required={field.required}
      inputMode={field.numeric ? 'numeric' : undefined}
      maxLength={100}
      onChange={(event) => set(field.name)(event.target.value)}
      error={error(field.path)}
      data-testid={`payment-${field.name}`}
    />
  ));
}
