import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useT } from '../../../i18n/use-t.ts';
import { type DialogSubmitOptions, useDialogSubmit } from '../../../ui/fields/use-dialog-submit.ts';
import { FormDialog, type FormDialogProps } from '../../../ui/modal/form-dialog.tsx';
import type { HttpClient } from '../../../lib/api/http-client.ts';
import { apiClient, treasuryMutation } from './treasury-queries.ts';
import { useTreasuryScreen } from './treasury-parts.tsx';

/**
 * The submit every treasury dialog shares: the input checked against its contract, sent for the active company
 * through the treasury's mutation (the whole books area refetched), a toast ("Saved" unless told) and the dialog
 * closed.
 */
export function useTreasurySubmit<S extends z.ZodType, R>({
  send,
  savedText,
  ...options
}: Omit<DialogSubmitOptions<S, R>, 'send' | 'savedText'> & {
  send(companyId: number, input: z.output<S>): Promise<R>;
  savedText?: string;
}) {
  const { t, companyId } = useTreasuryScreen();
  const queryClient = useQueryClient();
  const save = useMutation(treasuryMutation(queryClient, companyId, (input: z.output<S>) => send(companyId, input)));
  return useDialogSubmit({ ...options, savedText: savedText ?? t('WEB_TREASURY_SAVED'), send: save.mutateAsync });
}

/** A dialog's send that creates a record, or updates the one it edits (`record`). */
export function createOrUpdate<I, R>(
  record: { id: number } | undefined,
  create: (client: HttpClient, companyId: number, input: I) => Promise<R>,
  update: (client: HttpClient, companyId: number, id: number, input: I) => Promise<R>,
) {
  return (companyId: number, input: I) =>
    record ? update(apiClient, companyId, record.id, input) : create(apiClient, companyId, input);
}

type DialogIds = Pick<FormDialogProps, 'id' | 'saveTestId' | 'failureTestId'>;
type TreasuryFormDialogProps = Omit<FormDialogProps, 'className' | 'saveLabel' | keyof DialogIds> & {
  saveLabel?: string;
} & ({ name: string } | DialogIds);

/**
 * A treasury or cheque dialog: the form dialog in the treasury's layout, saved by "Save" unless told otherwise.
 * `name` gives the form's id and test ids in one (`NAME-form`, `NAME-save`, `NAME-error`).
 */
export function TreasuryFormDialog(props: TreasuryFormDialogProps) {
  const t = useT();
  const ids: DialogIds =
    'name' in props
      ? { id: `${props.name}-form`, saveTestId: `${props.name}-save`, failureTestId: `${props.name}-error` }
      : props;
  return (
    <FormDialog className="treasury-form" {...props} {...ids} saveLabel={props.saveLabel ?? t('WEB_TREASURY_SAVE')} />
  );
}
