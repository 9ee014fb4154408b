import type { z } from 'zod';
import { useT } from '../../i18n/use-t.ts';
import { checkInput, type FieldErrors } from '../../lib/forms/field-errors.ts';
import { notify } from '../toast/notify.tsx';
import type { FormDraft } from './use-form-draft.ts';
import { type FormSubmit, useFormSubmit } from './use-form-submit.ts';

export interface DialogSubmitOptions<S extends z.ZodType, R> {
  /** The contract's input schema, checked on every submit. */
  schema: S;
  /** The input as the fields hold it now. */
  values(): z.input<S>;
  /** What the schema cannot see (a choice outside the input, say): field → error code, checked before the schema. */
  refuse?(): FieldErrors | null;
  /** Sends the checked input (a mutation's `mutateAsync`). */
  send(input: z.output<S>): Promise<R>;
  /** The toast once it is saved, translated. */
  savedText: string;
  /** Closes the dialog, given what the server answered (a new record to choose, say). */
  onClose(saved: R): void;
  /** The dialog's draft (`useDraftFields(…).draft`): offered back by `FormDialog`, removed once saved. */
  draft?: FormDraft<unknown>;
}

export interface DialogSubmit extends FormSubmit {
  /** A field's error, translated, for its `error` prop. */
  error(field: string): string | undefined;
  /** The draft given in the options, for `FormDialog` to offer back. */
  draft?: FormDraft<unknown>;
}

/**
 * A dialog form's submit: checked against the contract's schema, sent, a toast and the dialog closed; what the server
 * refuses goes under its fields (the first one focused) or on the failure line. Pair it with `FormDialog`; with
 * `draft` (from `useDraftFields`) nothing typed is lost when the save fails or the tab closes.
 */
export function useDialogSubmit<S extends z.ZodType, R>({
  schema,
  values,
  refuse,
  send,
  savedText,
  onClose,
  draft,
}: DialogSubmitOptions<S, R>): DialogSubmit {
  const t = useT();
  const form = useFormSubmit({
    check() {
      const refused = refuse?.();
      return refused ? { ok: false, errors: refused } : checkInput(schema, values());
    },
    async send(input) {
      const saved = await send(input);
      void notify.success(savedText);
      onClose(saved);
    },
    ...(draft ? { draft } : {}),
  });
  const error = (field: string) => (form.errors[field] ? t(form.errors[field]) : undefined);
  return { ...form, error, ...(draft ? { draft } : {}) };
}
