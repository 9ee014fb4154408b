import { type ChequeReceiveInput, chequeReceiveInputSchema } from '@daftar/contracts/endpoints/cheques-schemas';
import { parseAmount } from '../../../lib/format/parse-amount.ts';
import { TextField } from '../../../ui/fields/text-field.tsx';
import { useDraftFields } from '../../../ui/fields/use-draft-state.ts';
import { useTreasuryScreen } from '../treasury/treasury-parts.tsx';
import { ChequeTermsFields, newChequeTerms } from './cheque-terms-fields.tsx';
import { apiClient, chequesClient, useThenOpenCheque } from './cheque-queries.ts';
import { TreasuryFormDialog, useTreasurySubmit } from '../treasury/treasury-form.tsx';

const textFields = [
  'sayadId',
  'serial',
  'bankName',
  'branch',
  'drawerName',
  'drawerNationalId',
  'description',
] as const;
type TextName = (typeof textFields)[number];
const labelKeys: Record<TextName, string> = {
  sayadId: 'WEB_CHEQUE_SAYAD_ID',
  serial: 'WEB_CHEQUE_SERIAL',
  bankName: 'WEB_CHEQUE_BANK',
  branch: 'WEB_CHEQUE_BRANCH',
  drawerName: 'WEB_CHEQUE_DRAWER',
  drawerNationalId: 'WEB_CHEQUE_DRAWER_NATIONAL_ID',
  description: 'WEB_CHEQUE_DESCRIPTION',
};

/**
 * A cheque received directly from any person (an invoice's cheque payment records its own): the paper's fields,
 * checked with the contract's schema, then the cheque's page.
 */
export function ChequeReceiveDialog({ onClose }: { onClose(): void }) {
  const { t } = useTreasuryScreen();
  const kept = useDraftFields({ form: 'cheque-receive', recordId: null });
  const [texts, setTexts] = kept.field<Record<TextName, string>>(
    'texts',
    Object.fromEntries(textFields.map((name) => [name, ''])) as Record<TextName, string>,
  );
  const [terms, setTerms] = kept.field('terms', newChequeTerms());
  const form = useTreasurySubmit({
    draft: kept.draft,
    schema: chequeReceiveInputSchema,
    values: (): ChequeReceiveInput => ({
      stakeholderId: terms.party?.id ?? 0,
      date: terms.date,
      dueDate: terms.dueDate,
      amount: parseAmount(terms.amount) ?? 0,
      ...Object.fromEntries(textFields.map((name) => [name, texts[name] || null])),
      sayadId: texts.sayadId,
      bankName: texts.bankName,
    }),
    send: (companyId, input) => chequesClient.receiveCheque(apiClient, companyId, input),
    savedText: t('WEB_CHEQUE_RECEIVED'),
    onClose: useThenOpenCheque(onClose),
  });
  const { error } = form;

  return (
    <TreasuryFormDialog name="cheque-receive" title={t('WEB_CHEQUE_RECEIVE')} onClose={onClose} form={form}>
      <ChequeTermsFields direction="receive" terms={terms} onChange={setTerms} error={error} />
      {textFields.map((name) => (
        <TextField
          key={name}
          label={t(labelKeys[name])}
          required={name === 'sayadId' || name === 'bankName'}
          inputMode={name === 'sayadId' || name === 'drawerNationalId' ? 'numeric' : undefined}
          value={texts[name]}
          onChange={(event) => setTexts({ ...texts, [name]: event.target.value })}
          error={error(name)}
          data-testid={`cheque-receive-${name}`}
        />
      ))}
    </TreasuryFormDialog>
  );
}
