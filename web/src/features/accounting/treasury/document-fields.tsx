import type { TreasuryAccount } from '@daftar/contracts/endpoints/treasury-schemas';
import { AmountField } from '../../../ui/fields/amount-field.tsx';
import { DateField } from '../../../ui/fields/date-field.tsx';
import { SelectField } from '../../../ui/fields/select-field.tsx';
import { TextField } from '../../../ui/fields/text-field.tsx';
import { kindKeys, useTreasuryScreen } from './treasury-parts.tsx';

/*
 * The fields a treasury document's dialog is built from (an owner's move, a transfer, a settlement): the choices of
 * a partner or a place, the amount, the date and the description, each labelled in the treasury's words.
 */

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
