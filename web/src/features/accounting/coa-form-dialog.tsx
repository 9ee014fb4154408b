import { type FormEvent, type ReactNode, useState } from 'react';
import type { z } from 'zod';
import { useT } from '../../i18n/use-t.ts';
import { apiFieldErrors, checkInput, type FieldErrors } from '../../lib/forms/field-errors.ts';
import { Button } from '../../ui/button.tsx';
import { DraftOffer } from '../../ui/fields/draft-offer.tsx';
import { TextField, type TextFieldProps } from '../../ui/fields/text-field.tsx';
import { type DraftPlace, useDraftState } from '../../ui/fields/use-draft-state.ts';
import type { FormDraft } from '../../ui/fields/use-form-draft.ts';
import { Modal } from '../../ui/modal/modal.tsx';
import { useErrorText } from '../../ui/use-error-text.ts';

export interface CoaFormOptions<V extends Record<string, string>, S extends z.ZodType> {
  /** The form's name: its id and its test ids (`${name}-form`, `${name}-save`). */
  name: string;
  /** A field's test id is `${fieldTestId}-${field}`. */
  fieldTestId: string;
  /** The fields' text as typed. */
  initial: V;
  /** Where the dialog's draft is kept (offered back when it opens again, removed once saved). */
  draft: DraftPlace;
  /** The contract's input schema: the form is checked with it before anything is sent, as the server will. */
  schema: S;
  toInput(values: V): z.input<S>;
  save(input: z.input<S>): Promise<unknown>;
  onClose(): void;
}

/**
 * The model of the chart's edit dialogs (an account, a tafsili): the values, the contract's check on submit, a
 * save's field errors under their fields (a taken code's 409) and any other failure under the form; closes once
 * saved. `textField(name, label)` is a field bound to it; `<CoaFormDialog form={…}>` is the dialog around them.
 */
export function useCoaForm<V extends Record<string, string>, S extends z.ZodType>(options: CoaFormOptions<V, S>) {
  const t = useT();
  const errorText = useErrorText();
  const [values, setValues, draft] = useDraftState(options.initial, options.draft);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const setValue = (name: keyof V, value: string) => setValues((current) => ({ ...current, [name]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = options.toInput(values);
    const checked = checkInput(options.schema, input);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setFailure(null);
    try {
      await options.save(input);
      draft.clear();
      options.onClose();
    } catch (error) {
      const fields = apiFieldErrors(error);
      if (fields) setErrors(fields);
      else setFailure(errorText(error));
    }
  }

  const textField = (
    name: keyof V & string,
    label: string,
    extra: Pick<TextFieldProps, 'dir' | 'required' | 'hint'> = {},
  ) => (
    <TextField
      label={label}
      name={name}
      value={values[name]}
      onChange={(event) => setValue(name, event.target.value)}
      error={errors[name] ? t(errors[name]) : undefined}
      data-testid={`${options.fieldTestId}-${name}`}
      {...extra}
    />
  );

  return { name: options.name, onClose: options.onClose, values, setValue, failure, submit, textField, draft };
}

export type CoaForm = ReturnType<typeof useCoaForm>;

/** The dialog of a `useCoaForm`: its title, the fields, Cancel and Save (busy while saving). */
export function CoaFormDialog({
  form,
  title,
  saving,
  children,
}: {
  form: Pick<CoaForm, 'name' | 'onClose' | 'failure' | 'submit'> & { draft?: FormDraft<unknown> };
  title: string;
  saving: boolean;
  children: ReactNode;
}) {
  const t = useT();
  const formId = `${form.name}-form`;
  return (
    <Modal
      open
      onOpenChange={(open) => !open && form.onClose()}
      title={title}
      footer={
        <>
          <Button variant="outline" onClick={form.onClose}>
            {t('CANCEL')}
          </Button>
          <Button type="submit" form={formId} loading={saving} data-testid={`${form.name}-save`}>
            {t('WEB_COA_SAVE')}
          </Button>
        </>
      }
    >
      <form id={formId} className="coa-form" onSubmit={form.submit} noValidate data-testid={formId}>
        {form.draft && <DraftOffer draft={form.draft} />}
        {children}
        {form.failure && (
          <p className="report-error" role="alert">
            {form.failure}
          </p>
        )}
      </form>
    </Modal>
  );
}
