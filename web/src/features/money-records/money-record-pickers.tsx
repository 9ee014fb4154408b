import type { Account, Tafsili } from '@daftar/contracts/endpoints/accounting-chart';
import type { Stakeholder } from '@daftar/contracts/endpoints/stakeholders';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { localDigits, toLatinDigits } from '../../lib/format/digits.ts';
import { requireActiveCompanyId } from '../../lib/session/active-company.ts';
import { type ComboOption, Combobox, type ComboboxProps } from '../../ui/fields/combobox.tsx';
import { categoryAccountsQuery, searchStakeholdersQuery, treasuryAccountsQuery } from './api.ts';
import { treasuryKindKeys } from './money-record-kind.ts';
import { type Chosen, codeLabel } from './money-record-form-values.ts';

type PickerProps = Omit<ComboboxProps, 'options' | 'value' | 'onChange' | 'onTextChange'> & {
  value: Chosen | null;
  onChange(chosen: Chosen | null): void;
};

/** The chosen option first when the options leave it out, so a stored choice stays shown. */
function withChosen(options: ComboOption[], chosen: Chosen | null): ComboOption[] {
  if (!chosen || options.some((option) => option.id === chosen.id)) return options;
  return [{ id: chosen.id, label: chosen.label }, ...options];
}

function pick(options: readonly ComboOption[], id: number | null): Chosen | null {
  const option = options.find((candidate) => candidate.id === id);
  return option ? { id: option.id, label: option.label } : null;
}

/** The moein accounts of the kind's type (revenue or expense), live ones, as picker options in code order. */
export function useCategoryOptions(type: 'REVENUE' | 'EXPENSE'): ComboOption[] {
  const { language } = useLanguage();
  const accounts = useQuery(categoryAccountsQuery(requireActiveCompanyId())).data;
  return useMemo(
    () =>
      (accounts ?? [])
        .filter((account: Account) => account.type === type && account.level === 'MOEIN' && !account.archived)
        .sort((a, b) => a.code.localeCompare(b.code))
        .map((account) => ({
          id: account.id,
          label: codeLabel(
            account.code,
            language === 'en' ? (account.nameEn ?? account.nameFa) : account.nameFa,
            language,
          ),
          keywords: `${account.code} ${account.nameFa} ${account.nameEn ?? ''}`,
        })),
    [accounts, type, language],
  );
}

/** The company's cash boxes, bank accounts and petty cash as picker options, each with its kind. */
export function useTreasuryOptions(): ComboOption[] {
  const t = useT();
  const { language } = useLanguage();
  const rows = useQuery(treasuryAccountsQuery(requireActiveCompanyId())).data;
  return useMemo(
    () =>
      (rows ?? []).map((row: Tafsili) => ({
        id: row.id,
        label: codeLabel(row.code, row.name, language),
        detail: t(treasuryKindKeys[row.kind as keyof typeof treasuryKindKeys] ?? ''),
        keywords: row.code,
      })),
    [rows, t, language],
  );
}

/** The record's category: a revenue (income) or expense (expense) moein account, typed by code or name. */
export function CategoryPicker({ type, value, onChange, ...props }: PickerProps & { type: 'REVENUE' | 'EXPENSE' }) {
  const options = withChosen(useCategoryOptions(type), value);
  return (
    <Combobox options={options} value={value?.id ?? null} onChange={(id) => onChange(pick(options, id))} {...props} />
  );
}

/** Paid from / received into: a cash box, bank account or petty cash. */
export function TreasuryPicker({ value, onChange, ...props }: PickerProps) {
  const options = withChosen(useTreasuryOptions(), value);
  return (
    <Combobox options={options} value={value?.id ?? null} onChange={(id) => onChange(pick(options, id))} {...props} />
  );
}

/**
 * Who was paid or who paid: a server search by name, code or mobile among the active stakeholders (a deferred
 * value, so fast typing asks less); a typed code and Enter choose that person.
 */
export function StakeholderPicker({ value, onChange, ...props }: PickerProps) {
  const { language } = useLanguage();
  const [text, setText] = useState('');
  const typed = text.trim();
  const q = useDeferredValue(typed);
  const rows = useQuery(searchStakeholdersQuery(requireActiveCompanyId(), q)).data;
  const options = useMemo(() => {
    const code = toLatinDigits(typed);
    const ordered = [...(rows ?? [])].sort((a, b) => Number(b.code === code) - Number(a.code === code));
    return withChosen(
      ordered.map((party: Stakeholder) => ({
        id: party.id,
        label: codeLabel(party.code, party.displayName, language),
        detail: party.mobile ? localDigits(party.mobile, language) : undefined,
        keywords: `${party.code} ${party.mobile ?? ''}`,
      })),
      value,
    );
  }, [rows, typed, value, language]);
  return (
    <Combobox
      options={options}
      value={value?.id ?? null}
      onChange={(id) => onChange(pick(options, id))}
      onTextChange={setText}
      {...props}
    />
  );
}
