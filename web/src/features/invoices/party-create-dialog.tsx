import type { InvoiceKind } from '@daftar/contracts/endpoints/invoices-schemas';
import type { Stakeholder } from '@daftar/contracts/endpoints/stakeholders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { createStakeholderMutation } from '../../lib/query/stakeholder-record-query.ts';
import { Button } from '../../ui/button.tsx';
import { SegmentedField } from '../../ui/fields/segmented-field.tsx';
import { TextField } from '../../ui/fields/text-field.tsx';
import { DraftOffer } from '../../ui/fields/draft-offer.tsx';
import { useDraftState } from '../../ui/fields/use-draft-state.ts';
import { useFormSubmit } from '../../ui/fields/use-form-submit.ts';
import { Modal } from '../../ui/modal/modal.tsx';
import { checkParty, type PartyValues, partyValuesFrom } from './party-values.ts';
import { FormError } from '../../ui/fields/form-error.tsx';
import '../../ui/fields/form.css';

export interface PartyCreateDialogProps {
  /** The invoice's kind: a sale's party is a customer, a purchase's a supplier. */
  kind: InvoiceKind;
  companyId: number;
  /** What was typed in the picker, the name to start from. */
  typed: string;
  onCreated(party: Stakeholder): void;
  onClose(): void;
}

/**
 * "New customer…" / "New supplier…" from the invoice editor's party picker: kind, name, mobile and national id,
 * created through the stakeholders' create call and handed back to be picked. The rest of the record is filled in
 * later on the stakeholder's page.
 */
export function PartyCreateDialog({ kind, companyId, typed, onCreated, onClose }: PartyCreateDialogProps) {
  const t = useT();
  const [values, setValues, draft] = useDraftState(partyValuesFrom(typed), {
    form: `party-${kind.toLowerCase()}`,
    recordId: null,
  });
  const create = useMutation(createStakeholderMutation(useQueryClient(), companyId));
  const form = useFormSubmit({
    check: () => checkParty(values, kind),
    send: async (input) => onCreated(await create.mutateAsync(input)),
    draft,
  });
  const set = (field: keyof PartyValues) => (value: string) => {
    form.clearError(field);
    setValues((current) => ({ ...current, [field]: value }));
  };
  const error = (field: string) => (form.errors[field] ? t(form.errors[field]) : undefined);
  const text = (field: Exclude<keyof PartyValues, 'kind'>, label: string, extra: { inputMode?: 'numeric' } = {}) => (
    <TextField
      label={label}
      value={values[field]}
      onChange={(event) => set(field)(event.target.value)}
      error={error(field)}
      required={!['mobile', 'nationalId'].includes(field)}
      data-testid={`party-${field}`}
      {...extra}
    />
  );
  const individual = values.kind === 'INDIVIDUAL';

  return (
    <Modal
      open
      onOpenChange={(open) => open || onClose()}
      title={t(kind === 'PURCHASE' ? 'WEB_PARTY_NEW_SUPPLIER_TITLE' : 'WEB_PARTY_NEW_CUSTOMER_TITLE')}
      dismissible={!form.busy}
    >
      <form
        ref={form.formRef}
        // The dialog is a portal inside the invoice's form: React bubbles its submit there unless stopped.
        onSubmit={(event: FormEvent) => {
          event.stopPropagation();
          return form.submit(event);
        }}
        noValidate
        className="party-create-form"
        data-testid="party-create"
      >
        <DraftOffer draft={draft} />
        <SegmentedField
          legend={t('WEB_PARTY_KIND')}
          name="party-kind"
          value={values.kind}
          options={[
            { value: 'INDIVIDUAL', label: t('WEB_PARTY_KIND_INDIVIDUAL') },
            { value: 'BUSINESS', label: t('WEB_PARTY_KIND_BUSINESS') },
          ]}
          onChange={(next) => setValues((current) => ({ ...current, kind: next }))}
          testId="party-kind"
        />
        {individual ? (
          <>
            {text('firstName', t('WEB_PARTY_FIRST_NAME'))}
            {text('lastName', t('WEB_PARTY_LAST_NAME'))}
          </>
        ) : (
          text('businessName', t('WEB_PARTY_BUSINESS_NAME'))
        )}
        {text('mobile', t('WEB_PARTY_MOBILE'), { inputMode: 'numeric' })}
        {text('nationalId', t(individual ? 'WEB_PARTY_NATIONAL_ID' : 'WEB_PARTY_LEGAL_NATIONAL_ID'), {
          inputMode: 'numeric',
        })}
        <FormError text={form.failure} testId="form-failure" />
        <div className="form-actions">
          <Button type="submit" loading={form.busy} data-testid="party-save">
            {t(kind === 'PURCHASE' ? 'WEB_PARTY_CREATE_SUPPLIER' : 'WEB_PARTY_CREATE_CUSTOMER')}
          </Button>
          <Button variant="outline" onClick={onClose} disabled={form.busy} data-testid="party-cancel">
            {t('WEB_FORM_CANCEL')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
