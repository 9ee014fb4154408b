import { type ChequeLeafVoidInput, chequeLeafVoidInputSchema } from '@daftar/contracts/endpoints/cheque-books-schemas';
import { todayIso } from '../../../lib/format/civil-date.ts';
import { localDigits } from '../../../lib/format/digits.ts';
import { DateField } from '../../../ui/fields/date-field.tsx';
import { draftBinder } from '../../../ui/fields/field-binder.ts';
import { TextField } from '../../../ui/fields/text-field.tsx';
import { useDraftFields } from '../../../ui/fields/use-draft-state.ts';
import { useTreasuryScreen } from '../treasury/treasury-parts.tsx';
import { LeafNumberField, leafNumber } from './cheque-book-dialog.tsx';
import { apiClient, chequesClient } from './cheque-queries.ts';
import { TreasuryFormDialog, useTreasurySubmit } from '../treasury/treasury-form.tsx';

/** A free leaf of the book voided (torn, misprinted): its number, the date and why; nothing posts. */
export function ChequeVoidDialog({ bookId, leaf, onClose }: { bookId: number; leaf: number | null; onClose(): void }) {
  const { t, language } = useTreasuryScreen();
  const kept = useDraftFields({ form: 'cheque-void', recordId: bookId });
  const [number, setNumber] = kept.field('number', leaf ? localDigits(String(leaf), language) : '');
  const [date, setDate] = kept.field('date', todayIso());
  const [reason, setReason] = kept.field('reason', '');
  const form = useTreasurySubmit({
    draft: kept.draft,
    schema: chequeLeafVoidInputSchema,
    values: (): ChequeLeafVoidInput => ({ leaf: leafNumber(number), date, reason }),
    send: (companyId, input) => chequesClient.voidChequeLeaf(apiClient, companyId, bookId, input),
    savedText: t('WEB_CHEQUE_LEAF_VOIDED'),
    onClose,
  });
  const bind = draftBinder(form.error, 'cheque-void');

  return (
    <TreasuryFormDialog name="cheque-void" title={t('WEB_CHEQUE_LEAF_VOID')} onClose={onClose} form={form}>
      <LeafNumberField bind={bind} field={[number, setNumber]} />
      <DateField label={t('WEB_CHEQUE_STEP_DATE')} required {...bind.value('date', [date, setDate])} />
      <TextField label={t('WEB_CHEQUE_REASON')} required {...bind.text('reason', [reason, setReason])} />
    </TreasuryFormDialog>
  );
}
