import {
  type OwnerTransactionInput,
  ownerTransactionInputSchema,
  type Partner,
  type PartnerInput,
  partnerInputSchema,
} from '@daftar/contracts/endpoints/treasury-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { todayIso } from '../../../lib/format/civil-date.ts';
import { parseAmount } from '../../../lib/format/parse-amount.ts';
import { AmountField } from '../../../ui/fields/amount-field.tsx';
import { DateField } from '../../../ui/fields/date-field.tsx';
import { SelectField } from '../../../ui/fields/select-field.tsx';
import { TextField } from '../../../ui/fields/text-field.tsx';
import { useDialogSubmit } from '../../../ui/fields/use-dialog-submit.ts';
import { useDraftFields } from '../../../ui/fields/use-draft-state.ts';
import { FormDialog } from '../../../ui/modal/form-dialog.tsx';
import {
  allTreasuryAccountsQuery,
  apiClient,
  partnersQuery,
  treasuryClient,
  treasuryMutation,
} from './treasury-queries.ts';
import { kindKeys, useTreasuryScreen } from './treasury-parts.tsx';

/** A partner's name, share (in percent, stored in hundredths of a percent) and mobile. */
export function PartnerDialog({ partner, onClose }: { partner?: Partner; onClose(): void }) {
  const { t, companyId } = useTreasuryScreen();
  const queryClient = useQueryClient();
  const kept = useDraftFields({ form: 'treasury-partner', recordId: partner?.id ?? null });
  const [name, setName] = kept.field('name', partner?.name ?? '');
  const [share, setShare] = kept.field(
    'share',
    partner?.shareBasisPoints == null ? '' : String(partner.shareBasisPoints / 100),
  );
  const [mobile, setMobile] = kept.field('mobile', partner?.mobile ?? '');
  const save = useMutation(
    treasuryMutation(queryClient, companyId, (input: PartnerInput) =>
      partner
        ? treasuryClient.updatePartner(apiClient, companyId, partner.id, input)
        : treasuryClient.createPartner(apiClient, companyId, input),
    ),
  );
  const percent =
    share.trim() === ''
      ? null
      : Math.round(Number(share.replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0))) * 100);
  const form = useDialogSubmit({
    schema: partnerInputSchema,
    values: (): PartnerInput => ({ name, shareBasisPoints: percent, mobile: mobile || null }),
    send: save.mutateAsync,
    savedText: t('WEB_TREASURY_SAVED'),
    onClose,
    draft: kept.draft,
  });
  return (
    <FormDialog
      id="partner-form"
      className="treasury-form"
      title={t(partner ? 'WEB_TREASURY_EDIT_PARTNER' : 'WEB_TREASURY_NEW_PARTNER')}
      onClose={onClose}
      form={form}
      saveLabel={t('WEB_TREASURY_SAVE')}
      saveTestId="partner-form-save"
    >
      <TextField
        label={t('WEB_TREASURY_NAME')}
        required
        autoFocus
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={form.error('name')}
        data-testid="partner-name"
      />
      <TextField
        label={t('WEB_TREASURY_SHARE')}
        inputMode="decimal"
        value={share}
        onChange={(e) => setShare(e.target.value)}
        error={form.error('shareBasisPoints')}
      />
      <TextField
        label={t('WEB_TREASURY_MOBILE')}
        dir="ltr"
        inputMode="tel"
        value={mobile}
        onChange={(e) => setMobile(e.target.value)}
        error={form.error('mobile')}
      />
    </FormDialog>
  );
}

/** A contribution paid into a cash box or bank (capital credited) or a withdrawal taken from one (drawings debited). */
export function OwnerTransactionDialog({ kind, onClose }: { kind: OwnerTransactionInput['kind']; onClose(): void }) {
  const { t, companyId, formatRials } = useTreasuryScreen();
  const queryClient = useQueryClient();
  const partners = useQuery(partnersQuery(companyId)).data ?? [];
  const places = (useQuery(allTreasuryAccountsQuery(companyId)).data?.data ?? []).filter(
    (place) => place.kind !== 'PETTY_CASH',
  );
  const kept = useDraftFields({ form: `owner-${kind.toLowerCase()}`, recordId: null });
  const [partner, setPartner] = kept.field('partner', '');
  const [place, setPlace] = kept.field('place', '');
  const [amount, setAmount] = kept.field('amount', '');
  const [date, setDate] = kept.field('date', todayIso());
  const [description, setDescription] = kept.field('description', '');
  const save = useMutation(
    treasuryMutation(queryClient, companyId, (input: OwnerTransactionInput) =>
      treasuryClient.createOwnerTransaction(apiClient, companyId, input),
    ),
  );
  const form = useDialogSubmit({
    schema: ownerTransactionInputSchema,
    values: (): OwnerTransactionInput => ({
      kind,
      partnerId: Number(partner) || 0,
      treasuryTafsiliId: Number(place) || 0,
      amount: parseAmount(amount) ?? 0,
      date,
      description: description || null,
    }),
    send: save.mutateAsync,
    savedText: t('WEB_TREASURY_SAVED'),
    onClose,
    draft: kept.draft,
  });
  return (
    <FormDialog
      id="owner-form"
      className="treasury-form"
      title={t(kind === 'CONTRIBUTION' ? 'WEB_TREASURY_NEW_CONTRIBUTION' : 'WEB_TREASURY_NEW_WITHDRAWAL')}
      onClose={onClose}
      form={form}
      saveLabel={t('WEB_TREASURY_SAVE')}
      saveTestId="owner-form-save"
    >
      <SelectField
        label={t('WEB_TREASURY_PARTNER')}
        required
        placeholder={t('WEB_TREASURY_CHOOSE')}
        options={partners.map((p) => ({ value: String(p.id), label: p.name }))}
        value={partner}
        onChange={(event) => setPartner(event.target.value)}
        error={form.error('partnerId')}
        data-testid="owner-partner"
      />
      <SelectField
        label={t(kind === 'CONTRIBUTION' ? 'WEB_TREASURY_PAID_INTO' : 'WEB_TREASURY_PAID_FROM')}
        required
        placeholder={t('WEB_TREASURY_CHOOSE')}
        options={places.map((p) => ({
          value: String(p.tafsiliId),
          label: `${p.name} — ${t(kindKeys[p.kind])} (${formatRials(p.balance)})`,
        }))}
        value={place}
        onChange={(event) => setPlace(event.target.value)}
        error={form.error('treasuryTafsiliId')}
        data-testid="owner-place"
      />
      <AmountField
        label={t('WEB_TREASURY_AMOUNT')}
        required
        unit={t('WEB_CURRENCY_RIAL')}
        value={amount}
        onChange={setAmount}
        error={form.error('amount')}
        data-testid="owner-amount"
      />
      <DateField label={t('WEB_TREASURY_DATE')} required value={date} onChange={setDate} error={form.error('date')} />
      <TextField
        label={t('WEB_TREASURY_DESCRIPTION')}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
      />
    </FormDialog>
  );
}
