import { useT } from '../../i18n/use-t.ts';
import { TextField, type TextFieldProps } from '../../ui/fields/text-field.tsx';

/** A terminal's settlement IBAN: written left to right, never autofilled, "IR" showing how it starts. */
export function SettlementIbanField(props: Omit<TextFieldProps, 'label'>) {
  const t = useT();
  return <TextField label={t('WEB_PAY_SETTLEMENT_IBAN')} dir="ltr" autoComplete="off" placeholder="IR" {...props} />;
}

/** A terminal's web address (its site, its callback): left to right, the URL keyboard, "https://" first. */
export function TerminalUrlField(props: TextFieldProps) {
  return <TextField dir="ltr" inputMode="url" placeholder="https://" {...props} />;
}
