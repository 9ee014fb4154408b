import { type FormEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { isUnreachable } from '../../lib/api/unreachable.ts';
import { apiFieldErrors, type FieldErrors, type FormCheck } from '../../lib/forms/field-errors.ts';
import { useErrorText } from '../use-error-text.ts';

export interface FormSubmitOptions<I> {
  /** Checks the values as they are now, with the contract's schema; runs on every submit. */
  check(): FormCheck<I>;
  /** Sends the checked input and leaves the form on success; a rejection is shown on the form. */
  send(input: I): Promise<void>;
  /** A server code → the field it belongs under, for answers that name no field (`apiFieldErrors`' `byCode`). */
  errorFields?: Readonly<Record<string, string>>;
  /** The form's draft (`useFormDraft`): removed once the save succeeded, kept when it failed. */
  draft?: { clear(): void };
}

export interface FormSubmit {
  /** For the `<form>`: after a refused submit, its first invalid control takes the focus. */
  formRef: RefObject<HTMLFormElement | null>;
  /** Field path → translation key, from the check or from the server's 400/409. */
  errors: FieldErrors;
  /** A failure that names no field, translated; null when there is none. */
  failure: string | null;
  /** The last save failed because the API could not be reached: the footer offers to send it again. */
  unreachable: boolean;
  /** A save is under way (stays true on success: the form is left). */
  busy: boolean;
  /** The form's `onSubmit`. */
  submit(event: FormEvent): Promise<void>;
  /** Submits again as the last submit did (the same button: "save as draft" stays a draft). */
  retry(): void;
  /** Drops a field's error, for a form that clears it as soon as the field changes. */
  clearError(field: string): void;
  /** How many submits were refused: a form whose invalid field may be out of the DOM (a windowed line) watches it. */
  refusals: number;
}

/**
 * A create or edit form's submit: check the values, refuse with the fields' errors, or send and show what the
 * server refused (its field errors under the fields, any other failure as a line above the buttons).
 *
 * API: `const form = useFormSubmit({ check: () => validateX(values), send, errorFields })`, then
 * `<form ref={form.formRef} onSubmit={form.submit} noValidate>`, the fields' errors from `form.errors`, and
 * `<FormFooter state={form} cancelTo={…} />` last.
 */
export function useFormSubmit<I>({ check, send, errorFields, draft }: FormSubmitOptions<I>): FormSubmit {
  const errorText = useErrorText();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [unreachable, setUnreachable] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusals, setRefusals] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const lastSubmitter = useRef<HTMLElement | null>(null);

  // After a refused submit the first field to fix takes the focus, so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  function refuse(found: FieldErrors) {
    setErrors(found);
    setRefusals((count) => count + 1);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    lastSubmitter.current = (event.nativeEvent as SubmitEvent).submitter ?? null;
    setFailure(null);
    setUnreachable(false);
    const checked = check();
    if (!checked.ok) return refuse(checked.errors);
    setErrors({});
    setBusy(true);
    try {
      await send(checked.input);
      draft?.clear();
    } catch (error) {
      const found = apiFieldErrors(error, errorFields);
      if (found) refuse(found);
      else setFailure(errorText(error));
      setUnreachable(isUnreachable(error));
      setBusy(false);
    }
  }

  function clearError(field: string) {
    if (errors[field]) setErrors(({ [field]: _fixed, ...rest }) => rest);
  }

  function retry() {
    const submitter = lastSubmitter.current;
    formRef.current?.requestSubmit(submitter?.isConnected ? submitter : undefined);
  }

  return { formRef, errors, failure, unreachable, busy, submit, retry, clearError, refusals };
}
