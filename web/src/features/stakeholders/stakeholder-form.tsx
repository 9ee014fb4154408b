import type { Stakeholder, StakeholderInput, StakeholderKind } from '@daftar/contracts/endpoints/stakeholders';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { apiFieldErrors, type FieldErrors } from '../../lib/forms/field-errors.ts';
import { Button } from '../../ui/button.tsx';
import { ButtonLink } from '../../ui/button-link.tsx';
import { SegmentedField } from '../../ui/fields/segmented-field.tsx';
import { useErrorText } from '../common/use-error-text.ts';
import { ContactFields, IdentityFields } from './stakeholder-form-fields.tsx';
import { type StakeholderFormValues, validateStakeholder } from './stakeholder-form-values.ts';
import { stakeholderKindKeys } from './stakeholder-list-spec.ts';
import './stakeholders.css';

/** A conflict answer names no field for these codes in older servers; they belong under these fields. */
const conflictFields = { DUPLICATE_NATIONAL_ID: 'nationalId', DUPLICATE_CODE: 'code' };

export interface StakeholderFormProps {
  initial: StakeholderFormValues;
  /** The create form keeps the kind in the URL (formType); the edit form leaves this out. */
  kind?: StakeholderKind;
  onKindChange?(kind: StakeholderKind): void;
  cancelTo: string;
  save(input: StakeholderInput): Promise<Stakeholder>;
  onSaved(saved: Stakeholder): void;
}

/** The create and edit form: the contract's schema checks it before sending, the server's answer is mapped back. */
export function StakeholderForm({ initial, kind, onKindChange, cancelTo, save, onSaved }: StakeholderFormProps) {
  const t = useT();
  const errorText = useErrorText();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const shown = { ...values, kind: kind ?? values.kind };

  // After a refused submit the first field to fix takes the focus, so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (attempt > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  function set<K extends keyof StakeholderFormValues>(name: K, value: StakeholderFormValues[K]) {
    setValues((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors(({ [name]: _fixed, ...rest }) => rest);
  }

  function refuse(found: FieldErrors) {
    setErrors(found);
    setAttempt((count) => count + 1);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const checked = validateStakeholder(shown);
    if (!checked.ok) return refuse(checked.errors);
    setErrors({});
    setBusy(true);
    try {
      onSaved(await save(checked.input));
    } catch (error) {
      const found = apiFieldErrors(error, conflictFields);
      if (found) refuse(found);
      else setFailure(errorText(error));
      setBusy(false);
    }
  }

  const fields = { values: shown, errors, set };
  return (
    <form ref={form} className="stakeholder-form" onSubmit={submit} noValidate data-testid="stakeholder-form">
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
      {Object.keys(errors).length > 0 && (
        <p className="form-error" role="alert" data-testid="form-errors">
          {t('WEB_FORM_FIX_ERRORS')}
        </p>
      )}
      {failure && (
        <p className="form-error" role="alert" data-testid="form-failure">
          {failure}
        </p>
      )}
      <div className="stakeholder-form-actions">
        <Button type="submit" loading={busy} data-testid="stakeholder-save">
          {t('WEB_FORM_SAVE')}
        </Button>
        <ButtonLink to={cancelTo} variant="outline" data-testid="stakeholder-cancel">
          {t('WEB_FORM_CANCEL')}
        </ButtonLink>
      </div>
    </form>
  );
}
