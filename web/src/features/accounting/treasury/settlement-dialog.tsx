import {
  type PettyCashSettlementInput,
  pettyCashSettlementInputSchema,
} from '@daftar/contracts/endpoints/treasury-schemas';
import { useQuery } from '@tanstack/react-query';
import { localDigits } from '../../../lib/format/digits.ts';
import { todayIso } from '../../../lib/format/civil-date.ts';
import { parseAmount } from '../../../lib/format/parse-amount.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/fields/text-field.tsx';
import { useDraftFields } from '../../../ui/fields/use-draft-state.ts';
import { accountsQuery } from '../report-queries.ts';
import { ChoiceField, DescriptionField, DocumentDateField, RialsField } from './document-fields.tsx';
import { TreasuryFormDialog, useTreasurySubmit } from './treasury-form.tsx';
import { allTreasuryAccountsQuery, apiClient, treasuryClient } from './treasury-queries.ts';
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
  const change = (key: number, patch: Partial<Line>) =>
    setLines((now) => now.map((line) => (line.key === key ? { ...line, ...patch } : line)));
  const total = lines.reduce((sum, line) => sum + (parseAmount(line.amount) || 0), 0);
  const accountName = (account: (typeof expenses)[number]) =>
    language === 'en' && account.nameEn ? account.nameEn : account.nameFa;

  const form = useTreasurySubmit({
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
    send: (company, input) => treasuryClient.createPettyCashSettlement(apiClient, company, input),
    savedText: t('WEB_TREASURY_SETTLEMENT_SAVED'),
    onClose,
    draft: kept.draft,
  });
  const { error } = form;

  return (
    <TreasuryFormDialog
      id="treasury-settlement-form"
      title={t('WEB_TREASURY_NEW_SETTLEMENT')}
      onClose={onClose}
      form={form}
      saveTestId="settlement-save"
    >
      <ChoiceField
        label={t('WEB_TREASURY_HOLDER')}
        options={holders.map((place) => ({
          value: String(place.tafsiliId),
          label: `${place.name} (${formatRials(place.balance)})`,
        }))}
        value={holder}
        onChange={setHolder}
        error={error('holderTafsiliId')}
        testId="settlement-holder"
      />
      <DocumentDateField field={[date, setDate]} error={error('date')} />
      <DescriptionField field={[description, setDescription]} />
      <fieldset className="treasury-lines">
        <legend>{t('WEB_TREASURY_EXPENSES')}</legend>
        {lines.map((line, index) => (
          <div key={line.key} className="treasury-line" data-testid={`settlement-line-${index}`}>
            <ChoiceField
              label={t('WEB_TREASURY_EXPENSE_ACCOUNT')}
              options={expenses.map((account) => ({
                value: String(account.id),
                label: `${localDigits(account.code, language)} ${accountName(account)}`,
              }))}
              value={line.accountId}
              onChange={(accountId) => change(line.key, { accountId })}
              error={error(`lines.${index}.accountId`)}
            />
            <RialsField
              field={[line.amount, (amount) => change(line.key, { amount })]}
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
    </TreasuryFormDialog>
  );
}
