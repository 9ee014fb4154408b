import {
  type OwnerTransactionInput,
  ownerTransactionInputSchema,
  type Partner,
  type PartnerInput,
  partnerInputSchema,
} from '@daftar/contracts/endpoints/treasury-schemas';
import { useQuery } from '@tanstack/react-query';
import { todayIso } from '../../../lib/format/civil-date.ts';
import { parseAmount } from '../../../lib/format/parse-amount.ts';
import { draftBinder } from '../../../ui/fields/field-binder.ts';
import { TextField } from '../../../ui/fields/text-field.tsx';
import { useDraftFields } from '../../../ui/fields/use-draft-state.ts';
import { ChoiceField, DescriptionField, DocumentDateField, PlaceField, RialsField } from './document-fields.tsx';
import { createOrUpdate, TreasuryFormDialog, useTreasurySubmit } from './treasury-form.tsx';
import { allTreasuryAccountsQuery, apiClient, partnersQuery, treasuryClient } from './treasury-queries.ts';
import { useTreasuryScreen } from './treasury-parts.tsx';

/** A partner's name, share (in percent, stored in hundredths of a percent) and mobile. */
export function PartnerDialog({ partner, onClose }: { partner?: Partner; onClose(): void }) {
  const { t } = useTreasuryScreen();
  const kept = useDraftFields({ form: 'treasury-partner', recordId: partner?.id ?? null });
  const [name, setName] = kept.field('name', partner?.name ?? '');
  const [share, setShare] = kept.field(
    'share',
    partner?.shareBasisPoints == null ? '' : String(partner.shareBasisPoints / 100),
  );
  const [mobile, setMobile] = kept.field('mobile', partner?.mobile ?? '');
  const percent =
    share.trim() === ''
      ? null
      : Math.round(Number(share.replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0))) * 100);
  const form = useTreasurySubmit({
    schema: partnerInputSchema,
    values: (): PartnerInput => ({ name, shareBasisPoints: percent, mobile: mobile || null }),
    send: createOrUpdate(partner, treasuryClient.createPartner, treasuryClient.updatePartner),
    onClose,
    draft: kept.draft,
  });
  const bind = draftBinder(form.error, 'partner');
  return (
    <TreasuryFormDialog
      id="partner-form"
      title={t(partner ? 'WEB_TREASURY_EDIT_PARTNER' : 'WEB_TREASURY_NEW_PARTNER')}
      onClose={onClose}
      form={form}
      saveTestId="partner-form-save"
    >
      <TextField label={t('WEB_TREASURY_NAME')} required autoFocus {...bind.text('name', [name, setName])} />
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
    </TreasuryFormDialog>
  );
}

/** A contribution paid into a cash box or bank (capital credited) or a withdrawal taken from one (drawings debited). */
export function OwnerTransactionDialog({ kind, onClose }: { kind: OwnerTransactionInput['kind']; onClose(): void }) {
  const { t, companyId } = useTreasuryScreen();
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
  const form = useTreasurySubmit({
    schema: ownerTransactionInputSchema,
    values: (): OwnerTransactionInput => ({
      kind,
      partnerId: Number(partner) || 0,
      treasuryTafsiliId: Number(place) || 0,
      amount: parseAmount(amount) ?? 0,
      date,
      description: description || null,
    }),
    send: (company, input) => treasuryClient.createOwnerTransaction(apiClient, company, input),
    onClose,
    draft: kept.draft,
  });
  return (
    <TreasuryFormDialog
      id="owner-form"
      title={t(kind === 'CONTRIBUTION' ? 'WEB_TREASURY_NEW_CONTRIBUTION' : 'WEB_TREASURY_NEW_WITHDRAWAL')}
      onClose={onClose}
      form={form}
      saveTestId="owner-form-save"
    >
      <ChoiceField
        label={t('WEB_TREASURY_PARTNER')}
        options={partners.map((p) => ({ value: String(p.id), label: p.name }))}
        value={partner}
        onChange={setPartner}
        error={form.error('partnerId')}
        testId="owner-partner"
      />
      <PlaceField
        label={t(kind === 'CONTRIBUTION' ? 'WEB_TREASURY_PAID_INTO' : 'WEB_TREASURY_PAID_FROM')}
        places={places}
        value={place}
        onChange={setPlace}
        error={form.error('treasuryTafsiliId')}
        testId="owner-place"
      />
      <RialsField field={[amount, setAmount]} error={form.error('amount')} testId="owner-amount" />
      <DocumentDateField field={[date, setDate]} error={form.error('date')} />
      <DescriptionField field={[description, setDescription]} />
    </TreasuryFormDialog>
  );
}
