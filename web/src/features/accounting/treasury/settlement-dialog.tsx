import {
  type PettyCashSettlementInput,
  pettyCashSettlementInputSchema,
} from '@daftar/contracts/endpoints/treasury-schemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { localDigits } from '../../../lib/format/digits.ts';
import { todayIso } from '../../../lib/format/civil-date.ts';
import { parseAmount } from '../../../lib/format/parse-amount.ts';
import { Button } from '../../../ui/button.tsx';
import { AmountField } from '../../../ui/fields/amount-field.tsx';
import { DateField } from '../../../ui/fields/date-field.tsx';
import { SelectField } from '../../../ui/fields/select-field.tsx';
import { TextField } from '../../../ui/fields/text-field.tsx';
import { useDialogSubmit } from '../../../ui/fields/use-dialog-submit.ts';
import { useDraftFields } from '../../../ui/fields/use-draft-state.ts';
import { FormDialog } from '../../../ui/modal/form-dialog.tsx';
import { accountsQuery } from '../report-queries.ts';
import { allTreasuryAccountsQuery, apiClient, treasuryClient, treasuryMutation } from './treasury-queries.ts';
import { useTreasuryScreen } from './treasury-parts.tsx';

interface Line {
  key: number;
  accountId: string;
  amount: string;
  description: string;
}

const blankLine = (key: number): Line => ({ key, accountId: '', amount: '', description: '' });

/**
 * A petty-cash holder's expenses settled: one line per expense (an expense account of the chart, its amount and what
 * it was), the holder credited the total in one voucher.
 */
export function SettlementDialog({ holderTafsiliId, onClose }: { holderTafsiliId?: number; onClose(): void }) {
  const { t, language, companyId, formatRials } = useTreasuryScreen();
  const queryClient = useQueryClient();
  const holders = (useQuery(allTreasuryAccountsQuery(companyId)).data?.data ?? []).filter(
    (place) => place.kind === 'PETTY_CASH',
  );
  const expenses = (useQuery(accountsQuery(companyId)).data ?? []).filter(
    (account) => account.level === 'MOEIN' && account.type === 'EXPENSE' && !account.archived,
  );
  const kept = useDraftFields({ form: 'petty-cash-settlement', recordId: null });
  const [holder, setHolder] = kept.field('holder', holderTafsiliId ? String(holderTafsiliId) : '');
  const [date, setDate] = kept.field('date', todayIso());
  const [description, setDescription] = kept.field('description', '');
  const [lines, setLines] = kept.field<Line[]>('lines', [blankLine(1)]);
  const save = useMutation(
    treasuryMutation(queryClient, companyId, (input: PettyCashSettlementInput) =>
      treasuryClient.createPettyCashSettlement(apiClient, companyId, input),
    ),
  );
  const change = (key: number, patch: Partial<Line>) =>
    setLines((now) => now.map((line) => (line.key === key ? { ...line, ...patch } : line)));
  const total = lines.reduce((sum, line) => sum + (parseAmount(line.amount) || 0), 0);
  const accountName = (account: (typeof expenses)[number]) =>
    language === 'en' && account.nameEn ? account.nameEn : account.nameFa;

  const form = useDialogSubmit({
    schema: pettyCashSettlementInputSchema,
    values: (): PettyCashSettlementInput => ({
      holderTafsiliId: Number(holder) || 0,
      date,
      description: description || null,
      lines: lines.map((line) => ({
        accountId: Number(line.accountId) || 0,
        amount: parseAmount(line.amount) ?? 0,
        description: line.description || null,
      })),
    }),
    send: save.mutateAsync,
    savedText: t('WEB_TREASURY_SETTLEMENT_SAVED'),
    onClose,
    draft: kept.draft,
  });
  const { error } = form;

  return (
    <FormDialog
      id="treasury-settlement-form"
      className="treasury-form"
      title={t('WEB_TREASURY_NEW_SETTLEMENT')}
      onClose={onClose}
      form={form}
      saveLabel={t('WEB_TREASURY_SAVE')}
      saveTestId="settlement-save"
    >
      <SelectField
        label={t('WEB_TREASURY_HOLDER')}
        required
        placeholder={t('WEB_TREASURY_CHOOSE')}
        options={holders.map((place) => ({
          value: String(place.tafsiliId),
          label: `${place.name} (${formatRials(place.balance)})`,
        }))}
        value={holder}
        onChange={(event) => setHolder(event.target.value)}
        error={error('holderTafsiliId')}
        data-testid="settlement-holder"
      />
      <DateField label={t('WEB_TREASURY_DATE')} required value={date} onChange={setDate} error={error('date')} />
      <TextField
        label={t('WEB_TREASURY_DESCRIPTION')}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
      />
      <fieldset className="treasury-lines">
        <legend>{t('WEB_TREASURY_EXPENSES')}</legend>
        {lines.map((line, index) => (
          <div key={line.key} className="treasury-line" data-testid={`settlement-line-${index}`}>
            <SelectField
              label={t('WEB_TREASURY_EXPENSE_ACCOUNT')}
              required
              placeholder={t('WEB_TREASURY_CHOOSE')}
              options={expenses.map((account) => ({
                value: String(account.id),
                label: `${localDigits(account.code, language)} ${accountName(account)}`,
              }))}
              value={line.accountId}
              onChange={(event) => change(line.key, { accountId: event.target.value })}
              error={error(`lines.${index}.accountId`)}
            />
            <AmountField
              label={t('WEB_TREASURY_AMOUNT')}
              required
              unit={t('WEB_CURRENCY_RIAL')}
              value={line.amount}
              onChange={(amount) => change(line.key, { amount })}
              error={error(`lines.${index}.amount`)}
            />
            <TextField
              label={t('WEB_TREASURY_WHAT_FOR')}
              value={line.description}
              onChange={(event) => change(line.key, { description: event.target.value })}
            />
            {lines.length > 1 && (
              <Button
                variant="text"
                size="sm"
                onClick={() => setLines((now) => now.filter((other) => other.key !== line.key))}
              >
                {t('WEB_TREASURY_REMOVE_LINE')}
              </Button>
            )}
          </div>
        ))}
        <Button
          variant="outline"
          size="sm"
          onClick={() => setLines((now) => [...now, blankLine(Math.max(...now.map((line) => line.key)) + 1)])}
          data-testid="settlement-add-line"
        >
          {t('WEB_TREASURY_ADD_LINE')}
        </Button>
        {error('lines') && <p className="report-error">{error('lines')}</p>}
      </fieldset>
      <p className="treasury-total" data-testid="settlement-total">
        {t('WEB_TREASURY_TOTAL')}: {formatRials(total)}
      </p>
    </FormDialog>
  );
}
