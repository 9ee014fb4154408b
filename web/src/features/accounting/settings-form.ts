import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { useT } from '../../i18n/use-t.ts';
import { apiFieldErrors, checkInput, type FieldErrors } from '../../lib/forms/field-errors.ts';
import { useDraftState } from '../../ui/fields/use-draft-state.ts';
import { useErrorText } from '../../ui/use-error-text.ts';

/**
 * A settings form of the books (the accounting settings, a year's legal books): its values kept as a draft, checked
 * against the contract's schema on submit, saved, and a status line saying so or why not; what the server refuses
 * lands under its field.
 */
export function useSettingsForm<V extends object>({
  schema,
  initial,
  form,
  recordId,
  save,
}: {
  schema: z.ZodType<unknown, V>;
  initial: V;
  form: string;
  recordId: number;
  save(values: V): Promise<unknown>;
}) {
  const t = useT();
  const errorText = useErrorText();
  const [values, setValues, draft] = useDraftState<V>(initial, { form, recordId });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<string | null>(null);
  const change = (patch: Partial<V>) => setValues((current) => ({ ...current, ...patch }));
  const error = (path: string) => (errors[path] ? t(errors[path]) : undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setStatus(null);
    const checked = checkInput(schema, values);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    try {
      await save(values);
      draft.savedAs(values);
      setStatus(t('WEB_SETTINGS_SAVED'));
    } catch (failure) {
      const fields = apiFieldErrors(failure);
      if (fields) setErrors(fields);
      else setStatus(errorText(failure));
    }
  }

  return { values, change, error, status, draft, submit };
}
