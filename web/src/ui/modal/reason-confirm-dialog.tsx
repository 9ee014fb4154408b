import { type ReactNode, useState } from 'react';
import type { z } from 'zod';
import { useT } from '../../i18n/use-t.ts';
import { apiFieldErrors, checkInput, type FieldErrors } from '../../lib/forms/field-errors.ts';
import { TextAreaField } from '../fields/text-area-field.tsx';
import { useErrorText } from '../use-error-text.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

export interface ReasonConfirmDialogProps<I> {
  title: string;
  /** What will happen, in a sentence or two. */
  body: ReactNode;
  confirmLabel: string;
  reasonLabel: string;
  reasonTestId: string;
  /** The contract's input schema of the action: a reason, and nothing else asked here. */
  schema: z.ZodType<I, { reason: string }>;
  /** Runs the action with the checked input (a mutation and its toast). */
  send(input: I): Promise<void>;
  /** Closes the dialog: after Cancel or once the action is done. */
  onDone(): void;
  /** Takes a failure that names no field (a toast, the dialog closed); without it the failure shows under the reason. */
  onFailure?(error: unknown): void;
}

/**
 * A confirmation that asks why (reopening a closed year or a locked month): the reason is checked with the
 * contract's schema before the action runs, and what the server refuses shows under it.
 */
export function ReasonConfirmDialog<I>({
  title,
  body,
  confirmLabel,
  reasonLabel,
  reasonTestId,
  schema,
  send,
  onDone,
  onFailure,
}: ReasonConfirmDialogProps<I>) {
  const t = useT();
  const errorText = useErrorText();
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  async function confirm() {
    const checked = checkInput(schema, { reason });
    if (!checked.ok) return setErrors(checked.errors);
    setBusy(true);
    try {
      await send(checked.input);
      onDone();
    } catch (error) {
      setBusy(false);
      const fields = apiFieldErrors(error);
      if (fields) setErrors(fields);
      else if (onFailure) onFailure(error);
      else setErrors({ reason: errorText(error) });
    }
  }

  return (
    <ConfirmDialog
      open
      title={title}
      confirmLabel={confirmLabel}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={onDone}
    >
      <p>{body}</p>
      <TextAreaField
        label={reasonLabel}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={errors.reason ? t(errors.reason) : undefined}
        required
        data-testid={reasonTestId}
      />
    </ConfirmDialog>
  );
}
