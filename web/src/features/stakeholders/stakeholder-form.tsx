import type { Stakeholder, StakeholderInput, StakeholderKind } from '@daftar/contracts/endpoints/stakeholders';
import { useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { DraftForm } from '../../ui/fields/draft-form.tsx';
import { FormFooter } from '../../ui/fields/form-footer.tsx';
import { SegmentedField } from '../../ui/fields/segmented-field.tsx';
import { useFormDraft } from '../../ui/fields/use-form-draft.ts';
import { useFormSubmit } from '../../ui/fields/use-form-submit.ts';
import { ContactFields, IdentityFields } from './stakeholder-form-fields.tsx';
import { type StakeholderFormValues, validateStakeholder } from './stakeholder-form-values.ts';
import { stakeholderKindKeys } from './stakeholder-list-spec.ts';
import './stakeholders.css';

/** A conflict answer names no field for these codes in older servers; they belong under these fields. */
const conflictFields = { DUPLICATE_NATIONAL_ID: 'nationalId', DUPLICATE_CODE: 'code' };

export interface StakeholderFormProps {
  initial: StakeholderFormValues;
  /** The record edited; null on the create form (its draft is the company's new stakeholder). */
  recordId: number | null;
  /** The create form keeps the kind in the URL (formType); the edit form leaves this out. */
  kind?: StakeholderKind;
  onKindChange?(kind: StakeholderKind): void;
  cancelTo: string;
  save(input: StakeholderInput): Promise<Stakeholder>;
  onSaved(saved: Stakeholder): void;
}

/** The create and edit form: the contract's schema checks it before sending, the server's answer is mapped back. */
export function StakeholderForm({
  initial,
  recordId,
  kind,
  onKindChange,
  cancelTo,
  save,
  onSaved,
}: StakeholderFormProps) {
  const t = useT();
  const [values, setValues] = useState(initial);
  const shown = { ...values, kind: kind ?? values.kind };
  const draft = useFormDraft({
    form: 'stakeholder',
    recordId,
    values,
    initial,
    setValues: (restored) => {
      setValues(restored);
      if (restored.kind !== shown.kind) onKindChange?.(restored.kind);
    },
  });
  const form = useFormSubmit({
    check: () => validateStakeholder(shown),
    send: async (input: StakeholderInput) => onSaved(await save(input)),
    errorFields: conflictFields,
    draft,
  });

  function set<K extends keyof StakeholderFormValues>(name: K, value: StakeholderFormValues[K]) {
    setValues((current) => ({ ...current, [name]: value }));
    form.clearError(name);
  }

  const fields = { values: shown, errors: form.errors, set };
  return (
    <DraftForm form={form} draft={draft} className="stakeholder-form" testId="stakeholder-form">
      <SegmentedField
        legend={t('WEB_STAKEHOLDER_KIND')}
        name="kind"
        value={shown.kind}
        options={[
          { value: 'INDIVIDUAL', label: t(stakeholderKindKeys.INDIVIDUAL) },
          { value: 'BUSINESS', label: t(stakeholderKindKeys.BUSINESS) },
        ]}
        onChange={(next) => {
          set('kind', next);
          onKindChange?.(next);
        }}
        testId="stakeholder-kind"
      />
      <IdentityFields {...fields} />
      <ContactFields {...fields} />
      <FormFooter state={form} cancelTo={cancelTo} />
    </DraftForm>
  );
}
