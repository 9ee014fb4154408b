import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import { useLanguage } from '../../../i18n/language-context.tsx';
import { localDigits } from '../../../lib/format/digits.ts';
import { requireActiveCompanyId } from '../../../lib/session/active-company.ts';
import { type ComboOption, Combobox, type ComboboxProps } from '../../../ui/fields/combobox.tsx';
import { allTreasuryAccountsQuery } from '../treasury/treasury-queries.ts';
import { chequePartiesQuery } from './cheque-queries.ts';

export interface Party {
  id: number;
  name: string;
}

type PickerProps = Omit<ComboboxProps, 'options' | 'value' | 'onChange' | 'onTextChange'> & {
  value: Party | null;
  onChange(party: Party | null): void;
};

/** A person or business, searched on the server by name, code or mobile as it is typed (deferred). */
export function PartyPicker({ value, onChange, ...props }: PickerProps) {
  const { language } = useLanguage();
  const [text, setText] = useState('');
  const q = useDeferredValue(text.trim());
  const rows = useQuery(chequePartiesQuery(requireActiveCompanyId(), q)).data;
  const options = useMemo(() => {
    const found: ComboOption[] = (rows ?? []).map((party) => ({
      id: party.id,
      label: party.displayName,
      detail: localDigits(party.code, language),
      keywords: `${party.code} ${party.mobile ?? ''}`,
    }));
    return value && !found.some((option) => option.id === value.id)
      ? [{ id: value.id, label: value.name }, ...found]
      : found;
  }, [rows, value, language]);
  return (
    <Combobox
      options={options}
      value={value?.id ?? null}
      onChange={(id) => {
        const option = options.find((candidate) => candidate.id === id);
        onChange(option ? { id: option.id, name: option.label } : null);
      }}
      onTextChange={setText}
      {...props}
    />
  );
}

/** The company's bank accounts (treasury places), as select options by tafsili id. */
export function useBankOptions() {
  const places = useQuery(allTreasuryAccountsQuery(requireActiveCompanyId())).data?.data ?? [];
  return places
    .filter((place) => place.kind === 'BANK_ACCOUNT' && !place.archived)
    .map((place) => ({ value: String(place.tafsiliId), label: place.name }));
}
