import type { InvoiceKind } from '@daftar/contracts/endpoints/invoices-schemas';
import type { Item } from '@daftar/contracts/endpoints/items';
import type { Stakeholder } from '@daftar/contracts/endpoints/stakeholders';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useLanguage } from '../../i18n/language-context.tsx';
import { useT } from '../../i18n/use-t.ts';
import { localDigits, toLatinDigits } from '../../lib/format/digits.ts';
import { requireActiveCompanyId } from '../../lib/session/active-company.ts';
import { type ComboOption, Combobox, type ComboboxProps } from '../../ui/fields/combobox.tsx';
import { searchItemsQuery, searchStakeholdersQuery } from './api.ts';
import { PartyCreateDialog } from './party-create-dialog.tsx';

/** A choice the form keeps with its label, so it stays shown when a later search no longer lists it. */
export interface Chosen {
  id: number;
  label: string;
}

/** What a picker passes on to its combobox: everything but the options and the choice. */
type PickerProps = Omit<ComboboxProps, 'options' | 'value' | 'onChange' | 'onTextChange'> & { value: Chosen | null };

/** The chosen option first (when the matches leave it out), then the matches. */
function withChosen(options: ComboOption[], chosen: Chosen | null): ComboOption[] {
  if (!chosen || options.some((option) => option.id === chosen.id)) return options;
  return [{ id: chosen.id, label: chosen.label }, ...options];
}

/**
 * A combobox over a server search: the text typed asks for matches (a deferred value, so fast typing asks less); the
 * chosen record stays listed while later searches leave it out. `pick` answers the record of a chosen id.
 */
function SearchPicker<R extends { id: number; code: string }>({
  value,
  rows,
  typed,
  toOption,
  extra,
  onSearch,
  onPick,
  ...props
}: PickerProps & {
  rows: readonly R[] | undefined;
  /** The text typed: a record whose code it is comes first, so a code and Enter choose that record. */
  typed: string;
  toOption(row: R): ComboOption;
  /** An option after the matches (the party picker's "New customer…"). */
  extra?: ComboOption;
  onSearch(q: string): void;
  onPick(row: R | null, option: ComboOption | null): void;
}) {
  const options = useMemo(() => {
    const code = toLatinDigits(typed);
    const ordered = [...(rows ?? [])].sort((a, b) => Number(b.code === code) - Number(a.code === code));
    return [...withChosen(ordered.map(toOption), value), ...(extra ? [extra] : [])];
  }, [rows, typed, toOption, value, extra]);
  return (
    <Combobox
      options={options}
      value={value?.id ?? null}
      onChange={(id) => {
        if (id !== null && id === value?.id) return;
        onPick(rows?.find((row) => row.id === id) ?? null, options.find((option) => option.id === id) ?? null);
      }}
      onTextChange={onSearch}
      {...props}
    />
  );
}

/** The text typed into a picker (for the order of its matches) and the same deferred (for the server's search). */
function useSearchText() {
  const [text, setText] = useState('');
  return [useDeferredValue(text.trim()), setText, text.trim()] as const;
}

/** "1007 مریم احمدی": a party or an item as the pickers and the invoice name it. */
export const codeLabel = (code: string, name: string, language: 'fa' | 'en') =>
  `${localDigits(code, language)} ${name}`;

/** The picker's last option: a new party, matched by whatever was typed so it is always listed. */
const newPartyId = -1;

/**
 * The invoice's customer (sell) or supplier (purchase): searched by name, code or mobile among the active ones. Its
 * last option, "New customer…" ("New supplier…"), opens a small dialog that creates one from the text typed and
 * picks it: the first option when the search finds nothing, so Enter gets there (listed once the search answered).
 */
export function PartyPicker({
  kind,
  onChange,
  ...props
}: PickerProps & { kind: InvoiceKind; onChange(chosen: Chosen | null): void }) {
  const t = useT();
  const { language } = useLanguage();
  const [q, onSearch, typed] = useSearchText();
  const [creating, setCreating] = useState<string | null>(null);
  const companyId = requireActiveCompanyId();
  const role = kind === 'PURCHASE' ? 'supplier' : 'customer';
  const search = useQuery(searchStakeholdersQuery(companyId, role, q));
  const rows = search.data;
  // The new party is offered once the server has answered for the text as typed: Enter on a code typed before its
  // match arrives must not open the dialog instead of choosing the match.
  const answered = q === typed && search.isSuccess && !search.isPlaceholderData && !search.isFetching;
  const toOption = useCallback(
    (party: Stakeholder): ComboOption => ({
      id: party.id,
      label: codeLabel(party.code, party.displayName, language),
      detail: party.mobile ? localDigits(party.mobile, language) : undefined,
      keywords: `${party.code} ${party.mobile ?? ''}`,
    }),
    [language],
  );
  const newLabel = t(kind === 'PURCHASE' ? 'WEB_PARTY_NEW_SUPPLIER' : 'WEB_PARTY_NEW_CUSTOMER');
  const newParty = useMemo(
    () => ({ id: newPartyId, label: newLabel, detail: typed || undefined, keywords: typed }),
    [newLabel, typed],
  );
  return (
    <>
      <SearchPicker
        rows={rows}
        typed={typed}
        toOption={toOption}
        extra={answered ? newParty : undefined}
        onSearch={onSearch}
        onPick={(_party, option) => {
          if (option?.id === newPartyId) setCreating(typed);
          else onChange(option && { id: option.id, label: option.label });
        }}
        {...props}
      />
      {creating !== null && (
        <PartyCreateDialog
          kind={kind}
          companyId={companyId}
          typed={creating}
          onCreated={(party) => {
            setCreating(null);
            onChange({ id: party.id, label: codeLabel(party.code, party.displayName, language) });
          }}
          onClose={() => setCreating(null)}
        />
      )}
    </>
  );
}

/** A line's product or service, searched by name, code or barcode among the active ones; answers the whole item. */
export function ItemPicker({ onChange, ...props }: PickerProps & { onChange(item: Item | null): void }) {
  const { language } = useLanguage();
  const [q, onSearch, typed] = useSearchText();
  const rows = useQuery(searchItemsQuery(requireActiveCompanyId(), q)).data;
  const toOption = useCallback(
    (item: Item): ComboOption => ({
      id: item.id,
      label: codeLabel(item.code, item.name, language),
      detail: item.unit,
      keywords: `${item.code} ${item.barcode ?? ''}`,
    }),
    [language],
  );
  return (
    <SearchPicker
      rows={rows}
      typed={typed}
      toOption={toOption}
      onSearch={onSearch}
      onPick={(item) => onChange(item)}
      {...props}
    />
  );
}
