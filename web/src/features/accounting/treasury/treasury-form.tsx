import type { TreasuryAccount } from '@daftar/contracts/endpoints/treasury-schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useT } from '../../../i18n/use-t.ts';
import { AmountField } from '../../../ui/fields/amount-field.tsx';
import { DateField } from '../../../ui/fields/date-field.tsx';
import { SelectField } from '../../../ui/fields/select-field.tsx';
import { TextField } from '../../../ui/fields/text-field.tsx';
import { type DialogSubmitOptions, useDialogSubmit } from '../../../ui/fields/use-dialog-submit.ts';
import { FormDialog, type FormDialogProps } from '../../../ui/modal/form-dialog.tsx';
import type { HttpClient } from '../../../lib/api/http-client.ts';
import { apiClient, treasuryMutation } from './treasury-queries.ts';
import { kindKeys, useTreasuryScreen } from './treasury-parts.tsx';

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

/** A required choice, "Choose…" until one is made. */
export function ChoiceField({
  label,
  options,
  value,
  onChange,
  error,
  testId,
}: {
  label: string;
  options: { value: string; label: string }[];
  value: string;
  onChange(value: string): void;
  error: string | undefined;
  testId?: string;
}) {
  const { t } = useTreasuryScreen();
  return (
    <SelectField
      label={label}
      required
      placeholder={t('WEB_TREASURY_CHOOSE')}
      options={options}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      data-testid={testId}
    />
  );
}

/** A choice of places money is kept in, each named with its kind and balance. */
export function PlaceField({
  places,
  ...props
}: Omit<Parameters<typeof ChoiceField>[0], 'options'> & { places: TreasuryAccount[] }) {
  const { t, formatRials } = useTreasuryScreen();
  const options = places.map((place) => ({
    value: String(place.tafsiliId),
    label: `${place.name} — ${t(kindKeys[place.kind])} (${formatRials(place.balance)})`,
  }));
  return <ChoiceField options={options} {...props} />;
}

/** A value a field shows and the change back into it (a `useDraftFields` field). */
type Bound = readonly [string, (value: string) => void];

/** A document's amount in Rials. */
export function RialsField({ field, error, testId }: { field: Bound; error: string | undefined; testId?: string }) {
  const { t } = useTreasuryScreen();
  return (
    <AmountField
      label={t('WEB_TREASURY_AMOUNT')}
      required
      unit={t('WEB_CURRENCY_RIAL')}
      value={field[0]}
      onChange={field[1]}
      error={error}
      data-testid={testId}
    />
  );
}

/** A document's date. */
export function DocumentDateField({
  field,
  error,
  testId,
}: {
  field: Bound;
  error: string | undefined;
  testId?: string;
}) {
  const { t } = useTreasuryScreen();
  return (
    <DateField
      label={t('WEB_TREASURY_DATE')}
      required
      value={field[0]}
      onChange={field[1]}
      error={error}
      data-testid={testId}
    />
  );
}

/** A document's description, optional. */
export function DescriptionField({ field, error, testId }: { field: Bound; error?: string; testId?: string }) {
  const { t } = useTreasuryScreen();
  return (
    <TextField
      label={t('WEB_TREASURY_DESCRIPTION')}
      value={field[0]}
      onChange={(event) => field[1](event.target.value)}
      error={error}
      data-testid={testId}
    />
  );
}
