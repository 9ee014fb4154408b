import { latinDigitsOnly } from '@daftar/contracts/endpoints/accounting-common';
import {
  bankNameOf,
  type TreasuryAccount,
  type TreasuryAccountInput,
  type TreasuryKind,
  treasuryAccountInputSchema,
} from '@daftar/contracts/endpoints/treasury-schemas';
import { formatAmount } from '../../../lib/format/format-amount.ts';
import { parseAmount } from '../../../lib/format/parse-amount.ts';
import { draftBinder } from '../../../ui/fields/field-binder.ts';
import { AmountField } from '../../../ui/fields/amount-field.tsx';
import { DateField } from '../../../ui/fields/date-field.tsx';
import { TextAreaField } from '../../../ui/fields/text-area-field.tsx';
import { TextField } from '../../../ui/fields/text-field.tsx';
import { useDraftFields } from '../../../ui/fields/use-draft-state.ts';
import { createOrUpdate, TreasuryFormDialog, useTreasurySubmit } from './treasury-form.tsx';
import { treasuryClient } from './treasury-queries.ts';
import { useTreasuryScreen } from './treasury-parts.tsx';

const titleKeys: Record<TreasuryKind, [create: string, edit: string]> = {
  CASH_BOX: ['WEB_TREASURY_NEW_CASH_BOX', 'WEB_TREASURY_EDIT_CASH_BOX'],
  BANK_ACCOUNT: ['WEB_TREASURY_NEW_BANK_ACCOUNT', 'WEB_TREASURY_EDIT_BANK_ACCOUNT'],
  PETTY_CASH: ['WEB_TREASURY_NEW_PETTY_CASH', 'WEB_TREASURY_EDIT_PETTY_CASH'],
};

type Texts = Record<
  'name' | 'bankName' | 'branch' | 'accountNumber' | 'iban' | 'cardNumber' | 'holderName' | 'description',
  string
>;

/**
 * Creates or edits a cash box, bank account or petty-cash holder. The IBAN's mod-97 and the card's Luhn checks run
 * here with the contract's own schema before the server repeats them; the bank's name is offered from either.
 */
export function AccountDialog({
  kind,
  account,
  open,
  onClose,
}: {
  kind: TreasuryKind;
  /** The account to edit; a new one when left out. */
  account?: TreasuryAccount;
  open: boolean;
  onClose(saved?: TreasuryAccount): void;
}) {
  const { t, language } = useTreasuryScreen();
  const kept = useDraftFields({ form: `treasury-${kind.toLowerCase()}`, recordId: account?.id ?? null });
  const [texts, setTexts] = kept.field<Texts>('texts', {
    name: account?.name ?? '',
    bankName: account?.bankName ?? '',
    branch: account?.branch ?? '',
    accountNumber: account?.accountNumber ?? '',
    iban: account?.iban ?? '',
    cardNumber: account?.cardNumber ?? '',
    holderName: account?.holderName ?? '',
    description: account?.description ?? '',
  });
  const [opening, setOpening] = kept.field('opening', account ? formatAmount(account.openingBalance, language) : '');
  const [openingDate, setOpeningDate] = kept.field('openingDate', account?.openingDate ?? '');
  const [limit, setLimit] = kept.field(
    'limit',
    account?.cashLimit == null ? '' : formatAmount(account.cashLimit, language),
  );
  const suggestedBank =
    kind === 'BANK_ACCOUNT' && !texts.bankName
      ? bankNameOf(latinDigitsOnly(texts.iban), latinDigitsOnly(texts.cardNumber))
      : null;

  const form = useTreasurySubmit({
    schema: treasuryAccountInputSchema,
    values: (): TreasuryAccountInput => ({
      kind,
      name: texts.name,
      description: texts.description || null,
      openingBalance: parseAmount(opening) ?? 0,
      openingDate: openingDate || null,
      ...(kind === 'BANK_ACCOUNT'
        ? {
            bankName: texts.bankName || suggestedBank || null,
            branch: texts.branch || null,
            accountNumber: texts.accountNumber || null,
            iban: texts.iban || null,
            cardNumber: texts.cardNumber || null,
          }
        : {}),
      ...(kind === 'PETTY_CASH' ? { holderName: texts.holderName || null, cashLimit: parseAmount(limit) ?? null } : {}),
    }),
    send: createOrUpdate(account, treasuryClient.createTreasuryAccount, treasuryClient.updateTreasuryAccount),
    onClose,
    draft: kept.draft,
  });
  const text = (field: keyof Texts) => ({
    name: field,
    value: texts[field],
    onChange: (event: { target: { value: string } }) => setTexts((now) => ({ ...now, [field]: event.target.value })),
    error: form.error(field),
    'data-testid': `treasury-field-${field}`,
  });
  const bind = draftBinder(form.error, 'treasury-field');

  const [createKey, editKey] = titleKeys[kind];
  return (
    <TreasuryFormDialog
      id="treasury-account-form"
      open={open}
      title={t(account ? editKey : createKey)}
      onClose={onClose}
      form={form}
      saveTestId="treasury-save"
      cancelTestId="treasury-dialog-cancel"
      failureTestId="treasury-form-error"
    >
      <TextField label={t('WEB_TREASURY_NAME')} required autoFocus {...text('name')} />
      {kind === 'BANK_ACCOUNT' && (
        <>
          <TextField label={t('WEB_TREASURY_IBAN')} dir="ltr" placeholder="IR…" {...text('iban')} />
          <TextField label={t('WEB_TREASURY_CARD_NUMBER')} dir="ltr" inputMode="numeric" {...text('cardNumber')} />
          <TextField
            label={t('WEB_TREASURY_BANK_NAME')}
            hint={suggestedBank ? t('WEB_TREASURY_BANK_FROM_NUMBER', { bank: suggestedBank }) : undefined}
            placeholder={suggestedBank ?? undefined}
            {...text('bankName')}
          />
          <TextField label={t('WEB_TREASURY_BRANCH')} {...text('branch')} />
          <TextField
            label={t('WEB_TREASURY_ACCOUNT_NUMBER')}
            dir="ltr"
            inputMode="numeric"
            {...text('accountNumber')}
          />
        </>
      )}
      {kind === 'PETTY_CASH' && (
        <>
          <TextField label={t('WEB_TREASURY_HOLDER')} required {...text('holderName')} />
          <AmountField
            label={t('WEB_TREASURY_LIMIT')}
            unit={t('WEB_CURRENCY_RIAL')}
            {...bind.value('cashLimit', [limit, setLimit])}
          />
        </>
      )}
      <AmountField
        label={t('WEB_TREASURY_OPENING_BALANCE')}
        unit={t('WEB_CURRENCY_RIAL')}
        {...bind.value('openingBalance', [opening, setOpening])}
      />
      <DateField label={t('WEB_TREASURY_OPENING_DATE')} {...bind.value('openingDate', [openingDate, setOpeningDate])} />
      <TextAreaField label={t('WEB_TREASURY_DESCRIPTION')} rows={2} {...text('description')} />
    </TreasuryFormDialog>
  );
}
