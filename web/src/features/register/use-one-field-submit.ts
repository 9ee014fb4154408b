import { type FormEvent, useState } from 'react';
import { useErrorText } from '../../ui/use-error-text.ts';

/** A field's value as the request wants it, or why it cannot be sent (translated). */
export type FieldCheck<V> = { value: V } | { refusal: string };

/**
 * The submit of a registration step that is one field and a button (join by code, verify a mobile number): the
 * field's own check first, then the request; the refusal or the server's error shows under the field, and the
 * button stays busy on success (the step navigates away).
 */
export function useOneFieldSubmit<V>(check: () => FieldCheck<V>, send: (value: V) => Promise<void>) {
  const errorText = useErrorText();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = check();
    if ('refusal' in checked) {
      setError(checked.refusal);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await send(checked.value);
    } catch (failure) {
      setError(errorText(failure));
      setBusy(false);
    }
  }

  return { submit, error: error ?? undefined, busy };
}
