import type { z } from 'zod';
import { useT } from '../../i18n/use-t.ts';
import { checkInput } from '../../lib/forms/field-errors.ts';
import { notify } from '../toast/notify.tsx';
import { type FormSubmit, useFormSubmit } from './use-form-submit.ts';

export interface DialogSubmitOptions<S extends z.ZodType> {
  /** The contract's input schema, checked on every submit. */
  schema: S;
  /** The input as the fields hold it now. */
  values(): z.input<S>;
  /** Sends the checked input (a mutation's `mutateAsync`). */
  send(input: z.output<S>): Promise<unknown>;
  /** The toast once it is saved, translated. */
  savedText: string;
  onClose(): void;
}

export interface DialogSubmit extends FormSubmit {
  /** A field's error, translated, for its `error` prop. */
  error(field: string): string | undefined;
}

/**
 * A dialog form's submit: checked against the contract's schema, sent, a toast and the dialog closed; what the server
 * refuses goes under its fields (the first one focused) or on the failure line. Pair it with `FormDialog`.
 */
export function useDialogSubmit<S extends z.ZodType>({
  schema,
  values,
  send,
  savedText,
  onClose,
}: DialogSubmitOptions<S>): DialogSubmit {
  const t = useT();
  const form = useFormSubmit({
    check: () => checkInput(schema, values()),
    async send(input) {
      await send(input);
      void notify.success(savedText);
      onClose();
    },
  });
  const error = (field: string) => (form.errors[field] ? t(form.errors[field]) : undefined);
  return { ...form, error };
}
